import { sql } from "kysely";
import { durationInWords } from "../../contract/duration-words";
import type { Db } from "./database";
import { HttpError } from "./errors";

/** One rule: at most `max` hits per fixed window of `windowSeconds`, shown to the visitor as `message` ({wait}: the time left). */
export type RateRule = { name: string; max: number; windowSeconds: number; message: string };

export type RateLimiter = {
  /** Counts one hit for this subject; throws 429 with Retry-After once the window's budget is spent. */
  hit(rule: RateRule, subject: string): Promise<void>;
  /** Throws the same 429 when this window already holds `max` hits (the rule's budget by default), without counting one. */
  check(rule: RateRule, subject: string, max?: number): Promise<void>;
  /** How many hits the rule allows per window after RATE_LIMIT_FACTOR. */
  budget(rule: RateRule): number;
  /** Hits counted for this subject in the current window. */
  count(rule: RateRule, subject: string): Promise<number>;
  /** Gives back one hit of the current window: `hit` reserves a try before its outcome is known, a success returns it. */
  release(rule: RateRule, subject: string): Promise<void>;
};

const windowOf = (rule: RateRule, now: number) => {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { windowMs, start, windowStart: new Date(start).toISOString() };
};

/** A 429 whose message states the wait in whole minutes, as words ("1 minute", "15 minutes", "1 hour"). */
export function tooSoon(message: string, retryAfterSeconds: number) {
  const wait = durationInWords(Math.ceil(retryAfterSeconds / 60) * 60_000);
  return new HttpError(429, message.replace("{wait}", wait), { headers: { "retry-after": String(retryAfterSeconds) } });
}

const refusal = (rule: RateRule, start: number, windowMs: number, now: number) =>
  tooSoon(rule.message, Math.max(1, Math.ceil((start + windowMs - now) / 1000)));

// Past this many subjects, the in-memory shadow forgets windows that have ended (and, failing that, everything).
const SHADOW_LIMIT = 50_000;

/**
 * This process's own hits per subject and window, in memory. It never holds more than the shared count (other
 * instances only add to that), so a subject it already finds over budget is refused without asking the database:
 * a flood of refused calls costs no write.
 */
function hitShadow() {
  const seen = new Map<string, { windowStart: string; count: number }>();
  const forgetEnded = (now: number) => {
    for (const [key, entry] of seen) if (Date.parse(entry.windowStart) + 86_400_000 < now || seen.size > SHADOW_LIMIT) seen.delete(key);
  };
  return {
    count: (key: string, windowStart: string) => {
      const entry = seen.get(key);
      return entry?.windowStart === windowStart ? entry.count : 0;
    },
    add(key: string, windowStart: string, delta: number) {
      const entry = seen.get(key);
      const count = entry?.windowStart === windowStart ? entry.count + delta : delta;
      seen.set(key, { windowStart, count: Math.max(0, count) });
      if (seen.size > SHADOW_LIMIT) forgetEnded(Date.now());
    },
  };
}

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them, with an in-memory
 * shadow of this process's hits in front (see hitShadow).
 * `factor` (RATE_LIMIT_FACTOR) multiplies every budget, e.g. for load tests.
 */
export function createRateLimiter(db: Db, factor: number): RateLimiter {
  const budget = (rule: RateRule) => Math.max(1, Math.floor(rule.max * factor));
  const shadow = hitShadow();
  const count = async (rule: RateRule, subject: string) => {
    const { windowStart } = windowOf(rule, Date.now());
    const row = await db.selectFrom("rate_limits").select(["count", "window_start"]).where("key", "=", `${rule.name}:${subject}`).executeTakeFirst();
    return row && row.window_start === windowStart ? Number(row.count) : 0;
  };
  return {
    budget,
    count,
    async check(rule, subject, max = budget(rule)) {
      const now = Date.now();
      const { windowMs, start } = windowOf(rule, now);
      if ((await count(rule, subject)) >= max) throw refusal(rule, start, windowMs, now);
    },
    async release(rule, subject) {
      const { windowStart } = windowOf(rule, Date.now());
      shadow.add(`${rule.name}:${subject}`, windowStart, -1);
      await db
        .updateTable("rate_limits")
        .set({ count: sql<number>`count - 1` })
        .where("key", "=", `${rule.name}:${subject}`)
        .where("window_start", "=", windowStart)
        .where("count", ">", 0)
        .execute();
    },
    async hit(rule, subject) {
      const now = Date.now();
      const { windowMs, start, windowStart } = windowOf(rule, now);
      const key = `${rule.name}:${subject}`;
      if (shadow.count(key, windowStart) >= budget(rule)) throw refusal(rule, start, windowMs, now);
      shadow.add(key, windowStart, 1);
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${rule.name}:${subject}`, window_start: windowStart, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning("count")
        .executeTakeFirstOrThrow();
      if (Number(row.count) > budget(rule)) throw refusal(rule, start, windowMs, now);
    },
  };
}

/** Counters from windows long gone are dead weight; a day covers every rule's window. */
export async function pruneRateLimits(db: Db) {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(Date.now() - 86_400_000).toISOString())
    .execute();
}
