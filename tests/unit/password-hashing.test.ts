import { setMaxListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import {
  admitHash,
  decoyHash,
  hashCapacity,
  hashPassword,
  hashQueueFull,
  hashSlots,
  verifyPassword,
  withSlot,
} from "../../server/accounts/passwords/passwords";
import { hasChrt, SCHED_IDLE, threadsOfThisProcess as niceByThread } from "../support/thread-scheduling";

describe("password hashing", () => {
  it("hashes on a thread that gives way to the pages, leaving this thread's priority alone", async () => {
    const hashing = hashPassword("Granite-Falcon-81");
    const seen = new Set<number>();
    const idle = new Set<number>();
    const watch = setInterval(() => {
      for (const thread of niceByThread()) {
        if (thread.nice === 10) seen.add(thread.tid);
        if (thread.policy === SCHED_IDLE) idle.add(thread.tid);
      }
    }, 5);
    const stored = await hashing.finally(() => clearInterval(watch));
    expect(seen.size).toBeGreaterThan(0);
    expect(seen.has(process.pid)).toBe(false);
    // Where chrt is found (Debian's util-linux, this machine and CI), the thread hashes under SCHED_IDLE as well.
    if (hasChrt) expect([...idle].filter((tid) => seen.has(tid)).length).toBeGreaterThan(0);
    expect(idle.has(process.pid)).toBe(false);
    expect(niceByThread().find((thread) => thread.tid === process.pid)).toMatchObject({ nice: 0, policy: 0 });
    expect(stored).toMatch(/^scrypt\$8192\$8\$10\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("Granite-Falcon-81", stored)).toBe(true);
    expect(await verifyPassword("Granite-Falcon-82", stored)).toBe(false);
  });

  it("rests between hashes three times as long as the last one took while others wait, and not when none does", async () => {
    const spans: { start: number; end: number }[] = [];
    const hash = async () => {
      const start = performance.now();
      await sleep(60);
      spans.push({ start, end: performance.now() });
    };
    // One more than the threads: the last waits for the first thread, which rests before taking it.
    await Promise.all(Array.from({ length: hashSlots + 1 }, () => withSlot(hash)));
    const [first, ...rest] = [...spans].sort((a, b) => a.start - b.start);
    const last = rest.at(-1);
    if (!first || !last) throw new Error("no hash ran");
    expect(last.start - first.end).toBeGreaterThanOrEqual(175);

    spans.length = 0;
    await withSlot(hash);
    await withSlot(hash);
    const [before, after] = spans;
    if (!before || !after) throw new Error("no hash ran");
    expect(after.start - before.end).toBeLessThan(40);
  });

  it("counts the queue full while its hashes wait, even when their callers have left and given their places back", async () => {
    // Cheap work factors: the hashes only have to be queued when the check runs, not to be slow.
    const stored = ["scrypt", 1024, 8, 1, "c2FsdHNhbHRzYWx0c2FsdA", "a".repeat(86)].join("$");
    expect(hashQueueFull()).toBe(false);
    const queued = Array.from({ length: hashCapacity() }, () => verifyPassword("Granite-Falcon-81", stored));
    // Settled whatever is asserted first, so a failure here leaves no queue behind for the next test.
    const drained = Promise.allSettled(queued);
    // No place was taken for these, as after a storm whose connections closed while their hashes still waited.
    const fullWhileQueued = hashQueueFull();
    const admittedWhileQueued = admitHash();
    await drained;
    expect(fullWhileQueued).toBe(true);
    expect(admittedWhileQueued).toBeUndefined();
    expect(await Promise.all(queued)).toEqual(queued.map(() => false));
    expect(hashQueueFull()).toBe(false);
    const release = admitHash();
    expect(release).toBeTypeOf("function");
    release?.();
  });

  it("drops a waiting hash whose caller has left, so the queue frees at once and the next caller is not kept behind it", async () => {
    const stored = ["scrypt", 1024, 8, 1, "c2FsdHNhbHRzYWx0c2FsdA", "a".repeat(86)].join("$");
    const left = new AbortController();
    // One signal for a whole queue of callers, where production has one per request: Node's warning at 11 is noise here.
    setMaxListeners(hashCapacity(), left.signal);
    const gone = Array.from({ length: hashCapacity() }, () => verifyPassword("Granite-Falcon-81", stored, left.signal));
    const settled = Promise.allSettled(gone);
    const fullBefore = hashQueueFull();
    left.abort(new Error("gone"));
    const fullAfter = hashQueueFull();
    const outcomes = await settled;
    expect(fullBefore).toBe(true);
    expect(fullAfter).toBe(false);
    // The hashes already running finish (one per slot); every one still waiting was dropped.
    expect(outcomes.filter((o) => o.status === "rejected").map((o) => (o.status === "rejected" ? String(o.reason) : ""))).toEqual(
      Array.from({ length: hashCapacity() - hashSlots }, () => "Error: gone"),
    );
    await expect(verifyPassword("Granite-Falcon-81", stored, left.signal)).rejects.toThrow("gone");
    expect(await verifyPassword("Granite-Falcon-81", stored)).toBe(false);
  });

  it("checks an unknown name against a decoy in the stored format that no password matches", async () => {
    expect(decoyHash).toMatch(/^scrypt\$8192\$8\$10\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("Granite-Falcon-81", decoyHash)).toBe(false);
  });
});
