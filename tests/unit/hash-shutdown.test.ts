import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hashPassword, shutDownHashing } from "../../server/accounts/passwords/passwords";
import { HttpError } from "../../server/platform/errors";
import { hasChrt, SCHED_IDLE, threadsOfThisProcess } from "../support/thread-scheduling";

// Its own file: shutting hashing down is for good in the process that does it.
const idleThreads = () =>
  threadsOfThisProcess()
    .filter((thread) => thread.policy === SCHED_IDLE)
    .map((thread) => String(thread.tid));
// Leaving SCHED_IDLE for nice 10 takes CAP_SYS_NICE (bit 23 of the effective set) or an RLIMIT_NICE of 10 or more.
const mayLeaveIdle = (() => {
  const status = readFileSync("/proc/self/status", "utf8");
  const capabilities = BigInt(`0x${/^CapEff:\s*([0-9a-f]+)/m.exec(status)?.[1] ?? "0"}`);
  const niceLimit = Number(/^Max nice priority\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? 0);
  return (capabilities & (1n << 23n)) !== 0n || niceLimit >= 10;
})();
const until = async (check: () => boolean, ms: number) => {
  for (const deadline = Date.now() + ms; !check() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 5));
};

describe("shutting hashing down", () => {
  it("answers a hash still running when the time given is up with 503 and Retry-After, and lets its thread leave SCHED_IDLE", async () => {
    const running = hashPassword("Granite-Falcon-81").then(
      () => "hashed",
      (error: unknown) => error,
    );
    if (hasChrt) await until(() => idleThreads().length > 0, 10_000);
    const idleBefore = idleThreads();
    // One scrypt of 128 MiB takes hundreds of milliseconds: at 0 ms it is still running when the answer is due.
    shutDownHashing(0);
    const outcome = await running;
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ statusCode: 503, headers: { "retry-after": "2" } });
    if (hasChrt) expect(idleBefore.length).toBeGreaterThan(0);
    await until(() => idleThreads().length === 0, 2_000);
    expect(idleThreads()).toEqual(mayLeaveIdle ? [] : idleBefore);
  });
});
