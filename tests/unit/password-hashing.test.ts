import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decoyHash, hashPassword, verifyPassword } from "../../server/accounts/passwords/passwords";

/** Each thread of this process and its nice value, from /proc (Linux keeps nice per thread). */
const niceByThread = () =>
  readdirSync("/proc/self/task").map((tid) => {
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return { tid: Number(tid), nice: Number(fields[16]) };
  });

describe("password hashing", () => {
  it("hashes on a thread that gives way to the pages, leaving this thread's priority alone", async () => {
    const hashing = hashPassword("Granite-Falcon-81");
    const seen = new Set<number>();
    const watch = setInterval(() => {
      for (const thread of niceByThread()) if (thread.nice === 10) seen.add(thread.tid);
    }, 5);
    const stored = await hashing.finally(() => clearInterval(watch));
    expect(seen.size).toBeGreaterThan(0);
    expect(seen.has(process.pid)).toBe(false);
    expect(niceByThread().find((thread) => thread.tid === process.pid)?.nice).toBe(0);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("Granite-Falcon-81", stored)).toBe(true);
    expect(await verifyPassword("Granite-Falcon-82", stored)).toBe(false);
  });

  it("checks an unknown name against a decoy in the stored format that no password matches", async () => {
    expect(decoyHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("Granite-Falcon-81", decoyHash)).toBe(false);
  });
});
