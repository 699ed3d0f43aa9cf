import type { Db } from "../platform/database";
import { tooSoon } from "../platform/rate-limit";

/** Failures from one address on one account before each further one makes that address wait. */
export const DELAY_AFTER_FAILURES = 3;
/** The first wait; each further failure doubles it, up to the cap. */
const FIRST_DELAY_SECONDS = 10;
const MAX_DELAY_SECONDS = 15 * 60;

const delaySeconds = (failures: number, after: number) => (failures < after ? 0 : Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - after)));

/** Growing waits for an account+address that keeps failing; other addresses, and so the owner elsewhere, never wait. */
export function loginDelays(db: Db, message: string) {
  return {
    /** Throws 429 with Retry-After while this pair is waiting. */
    async check(pair: string) {
      const row = await db.selectFrom("login_delays").select("until").where("key", "=", pair).executeTakeFirst();
      const wait = row ? Math.ceil((Date.parse(row.until) - Date.now()) / 1000) : 0;
      if (wait > 0) throw tooSoon(message, wait);
    },

    /** After a failure: the pair's `failures` in the current window set its next wait. */
    async failed(pair: string, failures: number, after: number) {
      const seconds = delaySeconds(failures, after);
      if (seconds === 0) return;
      const until = new Date(Date.now() + seconds * 1000).toISOString();
      await db
        .insertInto("login_delays")
        .values({ key: pair, until })
        .onConflict((oc) => oc.column("key").doUpdateSet({ until }))
        .execute();
    },
  };
}
