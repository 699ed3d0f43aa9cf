import { sql } from "kysely";
import type { Db } from "./database";
import { HttpError } from "./errors";

/** One rule: at most `max` hits per fixed window of `windowSeconds`, shown to the visitor as `message`. */
export type RateRule = { name: string; max: number; windowSeconds: number; message: string };

export type RateLimiter = {
  /** Counts one hit for this subject; throws 429 with Retry-After once the window's budget is spent. */
  hit(rule: RateRule, subject: string): Promise<void>;
};

/**
 * Fixed-window counters in the database, so every instance behind a load balancer shares them.
 * `factor` (RATE_LIMIT_FACTOR) multiplies every budget, e.g. for load tests.
 */
export function createRateLimiter(db: Db, factor: number): RateLimiter {
  return {
    async hit(rule, subject) {
      const windowMs = rule.windowSeconds * 1000;
      const now = Date.now();
      const start = Math.floor(now / windowMs) * windowMs;
      const windowStart = new Date(start).toISOString();
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${rule.name}:${subject}`, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
          window_start: sql<string>`excluded.window_start`,
        }))
        .returning("count")
        .executeTakeFirstOrThrow();
      const max = Math.max(1, Math.floor(rule.max * factor));
      if (Number(row.count) > max) {
        const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
        throw new HttpError(429, rule.message.replace("{minutes}", String(Math.ceil(retryAfter / 60))), undefined, { "retry-after": String(retryAfter) });
      }
    },
  };
}

/** Counters from windows long gone are dead weight; a day covers every rule's window. */
export async function pruneRateLimits(db: Db) {
  await db.deleteFrom("rate_limits").where("window_start", "<", new Date(Date.now() - 86_400_000).toISOString()).execute();
}
