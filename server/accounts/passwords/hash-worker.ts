import { execFileSync } from "node:child_process";
import { scryptSync } from "node:crypto";
import { readlinkSync } from "node:fs";

export type HashRequest = { password: string; salt: Uint8Array; n: number; r: number; p: number; keyLength: number; maxmem: number };

// SCHED_IDLE, not only nice: a core running a niced thread still counts as busy when the kernel places a waking
// thread, so the pages crowded onto the other core; an idle-policy thread is set aside at once (decision 051).
if (process.platform === "linux")
  try {
    const thread = readlinkSync("/proc/thread-self").split("/").pop() ?? "";
    execFileSync("chrt", ["--idle", "--pid", "0", thread], { stdio: "ignore" });
  } catch {
    // Without chrt the pool's nice 10 stands.
  }

/** The hashing thread's task: one scrypt. The thread is its own, so the synchronous call holds no one else up. */
export default function hash({ password, salt, n, r, p, keyLength, maxmem }: HashRequest): Uint8Array {
  return scryptSync(password, salt, keyLength, { N: n, r, p, maxmem });
}
