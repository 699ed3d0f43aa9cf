import { platformMessages } from "../../../contract/messages/platform";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { PASSWORD_MAX, passwordLength } from "../../../contract/accounts";
import { HttpError } from "../../platform/errors";
import { lazyPool } from "../../platform/worker-pool";
import type { HashRequest } from "./hash-worker";
import { leaveIdlePolicy } from "./idle-policy";

// N=2^13, r=8, p=10: OWASP's 8 MiB row of its scrypt floor, half the time of its 128 MiB row and no cache flood
// (decision 051); hashes made at 2^17 before still verify, so maxmem stays above their 128 MiB.
const N = 2 ** 13;
const R = 8;
const P = 10;
const KEY_LENGTH = 64;
const MAX_MEM = 256 * 1024 * 1024;

// A hash holds a core for a few hundred milliseconds: leave one core to serve pages, and answer a storm of
// sign-ins beyond a short queue at once with 503 instead of letting the queue grow for minutes.
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
/** How many hashes run at once. */
export const hashSlots = HASH_SLOTS;
// Four waiting per thread: with the rest after each hash below, the last in line waits about as long as sixteen did.
const HASH_QUEUE = HASH_SLOTS * 4;
const BUSY_RETRY_SECONDS = 2;
/** While sign-ins wait, a thread rests this many times as long as its last hash took (a storm has it a quarter of the time). */
const REST_PER_HASH = 3;
const MAX_REST_MS = 3000;
/** How many hashes may run or wait at once; beyond it a sign-in is answered 503 at once. */
export const hashCapacity = () => HASH_SLOTS + HASH_QUEUE;
let hashing = 0;
const waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
let admitted = 0;
/** The running hashes' callers, answered 503 if shutdown's grace runs short before their hash ends. */
const running = new Set<(error: unknown) => void>();
/** Set at shutdown: from then on a sign-in that would wait for a hash is refused. */
let closing = false;
export const busy = () => new HttpError(503, platformMessages.busy, { headers: { "retry-after": String(BUSY_RETRY_SECONDS) } });

/**
 * A place for a request that will hash a password, taken before its body is read: once as many such requests are in
 * hand as the queue can hold, the next is refused with no parsing, token check or database write. Returns the
 * function that gives the place back (safe to call twice), or undefined when every place is taken.
 */
export function admitHash(): (() => void) | undefined {
  if (hashQueueFull()) return undefined;
  admitted += 1;
  let held = true;
  return () => {
    if (held) admitted -= 1;
    held = false;
  };
}

/**
 * Every place is taken, or the hashing queue itself is full: a request that would hash is refused now. A caller who
 * left gives its place back while its hash still waits, so after a storm's clients have gone the queue can be full with
 * no place taken.
 */
export const hashQueueFull = () => admitted >= hashCapacity() || (hashing >= HASH_SLOTS && waiting.length >= HASH_QUEUE);

// The queue is ours, not Piscina's: its run(task, { signal }) ends a running thread (a scryptSync runs on to its end
// anyway, then the thread starts again), and a task that carries a signal waits where maxQueue does not count it.
/** Runs `work` (a hash) on one of the HASH_SLOTS threads, waiting in the queue for one while all are taken. */
export async function withSlot<T>(work: () => Promise<T>, callerLeft?: AbortSignal): Promise<T> {
  callerLeft?.throwIfAborted();
  if (hashing < HASH_SLOTS) hashing += 1;
  else if (closing || waiting.length >= HASH_QUEUE) throw busy();
  else
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        resolve: () => {
          callerLeft?.removeEventListener("abort", leave);
          resolve();
        },
        reject: (error: unknown) => {
          callerLeft?.removeEventListener("abort", leave);
          reject(error);
        },
      };
      // A hash whose caller has gone gives its turn up: after a storm, the next person does not wait behind it.
      const leave = () => {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.reject(callerLeft?.reason);
      };
      waiting.push(waiter);
      callerLeft?.addEventListener("abort", leave, { once: true });
    });
  const started = performance.now();
  try {
    return await new Promise<T>((resolve, reject) => {
      running.add(reject);
      work()
        .then(resolve, reject)
        .finally(() => running.delete(reject));
    });
  } finally {
    // With sign-ins waiting (a storm) the thread rests three times as long as it hashed: SCHED_IDLE keeps it off a core
    // a page wants, but not out of the cache and memory the pages share (decision 051, amended). At shutdown no timer.
    if (waiting.length > 0) setTimeout(handOn, Math.min((performance.now() - started) * REST_PER_HASH, MAX_REST_MS)).unref();
    else handOn();
  }
}

/** Gives a finished hash's thread to the first in line, or frees it. */
function handOn() {
  const next = waiting.shift();
  if (next) next.resolve();
  else hashing -= 1;
}

/**
 * At shutdown: sign-ins waiting for a hash, and those that would wait from now on (one still reading its body,
 * say), are answered 503 with Retry-After at once, so the server's grace after SIGTERM covers the hashes already
 * running, not a queue whose length a busy machine multiplies. The running hashes leave SCHED_IDLE where the process
 * may raise them; those still running after `answerRunningAfterMs` are answered 503 too, since under SCHED_IDLE a hash
 * gets no CPU while other programs keep every core busy, and an answer cut off by the grace's end is a closed connection.
 */
export function shutDownHashing(answerRunningAfterMs: number): void {
  closing = true;
  for (const waiter of waiting.splice(0)) waiter.reject(busy());
  leaveIdlePolicy();
  setTimeout(() => {
    for (const answer of running) answer(busy());
  }, answerRunningAfterMs).unref();
}

// Where idle-policy.ts cannot take SCHED_IDLE (no chrt), nice 10 still lets pages come first; Linux keeps nice per
// thread, so only the hashing gives way (decision 051). Elsewhere (macOS, say) nice would lower the whole process.
const HASH_NICE = 10;
/** An idle hashing thread gives its memory back after this long. */
const IDLE_MS = 30_000;

// withSlot keeps at most HASH_SLOTS threads busy; a thread ends after IDLE_MS without a hash.
const hashers = lazyPool<HashRequest, Uint8Array>(
  { source: new URL("./hash-worker.ts", import.meta.url), built: new URL("./password-hash-worker.js", import.meta.url) },
  { maxThreads: HASH_SLOTS, niceIncrement: process.platform === "linux" ? HASH_NICE : 0, idleTimeout: IDLE_MS },
);

function derive(password: string, salt: Buffer, n: number, r: number, p: number, callerLeft?: AbortSignal): Promise<Buffer> {
  return withSlot(async () => {
    // A message copies all the memory a Buffer views (perhaps a pool other Buffers share): the salt goes as its own bytes.
    const job = { password: password.normalize("NFKC"), salt: Uint8Array.from(salt), n, r, p, keyLength: KEY_LENGTH, maxmem: MAX_MEM };
    return Buffer.from(await (await hashers()).run(job));
  }, callerLeft);
}

/**
 * Returns "scrypt$N$r$p$salt$hash"; the work factors travel with the hash so they can be raised later. `callerLeft`
 * (here and in verifyPassword) is aborted when the request that wants the hash has gone: a hash still waiting is dropped.
 */
export async function hashPassword(password: string, callerLeft?: AbortSignal): Promise<string> {
  if (passwordLength(password) > PASSWORD_MAX) throw new Error("password too long");
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, callerLeft);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Made with other work factors than today's: made again at the next sign-in, when the password is at hand. */
export const hashIsOutdated = (stored: string) => !stored.startsWith(`scrypt$${N}$${R}$${P}$`);

export async function verifyPassword(password: string, stored: string, callerLeft?: AbortSignal): Promise<boolean> {
  if (passwordLength(password) > PASSWORD_MAX) return false;
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p), callerLeft);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What an unknown username is checked against, so that it costs one hash like a wrong password. Random bytes in the
 * stored format: no password derives them, and no hash is spent at start-up making them.
 */
export const decoyHash = ["scrypt", N, R, P, randomBytes(16).toString("base64url"), randomBytes(KEY_LENGTH).toString("base64url")].join("$");
