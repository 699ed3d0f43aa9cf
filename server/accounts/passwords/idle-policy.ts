import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { createRequire } from "node:module";

// Required at first use, not at the top: loading node:child_process took 4-5 ms of every start, and these run only in
// a hashing thread and at shutdown.
const childProcess = () => createRequire(import.meta.url)("node:child_process") as typeof import("node:child_process");

// SCHED_IDLE's number in sched.h, as /proc/<pid>/task/<tid>/stat shows a thread's policy.
const SCHED_IDLE = 5;
// The policy is the 41st field of stat; fields count from 3 after the command name's closing parenthesis.
const POLICY_FIELD = 41 - 3;

/**
 * Puts the calling thread under SCHED_IDLE (Linux, with chrt): a core running a niced thread still counts as busy when
 * the kernel places a waking thread, so the pages crowded onto the other core; an idle-policy thread is set aside at
 * once (decision 051). Without chrt, the pool's nice 10 stands.
 */
export function takeIdlePolicy(): void {
  if (process.platform !== "linux") return;
  try {
    const thread = readlinkSync("/proc/thread-self").split("/").pop() ?? "";
    childProcess().execFileSync("chrt", ["--idle", "--pid", "0", thread], { stdio: "ignore" });
  } catch {
    // Without chrt the pool's nice 10 stands.
  }
}

/**
 * At shutdown: this process's SCHED_IDLE threads go back to the normal policy (at their nice 10), so a hash running
 * while other programs keep every core busy still ends and lets the process exit, which waits for it. Leaving
 * SCHED_IDLE needs CAP_SYS_NICE or an RLIMIT_NICE of 10 or more; without them the threads stay as they are.
 */
export function leaveIdlePolicy(): void {
  if (process.platform !== "linux") return;
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return;
  }
  for (const thread of threads) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${thread}/stat`, "utf8");
    } catch {
      continue;
    }
    const policy = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[POLICY_FIELD]);
    if (policy === SCHED_IDLE) childProcess().execFile("chrt", ["--other", "--pid", "0", thread], () => {});
  }
}
