import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { FORM_STAMP } from "../../contract/constants";
import type { Database } from "../platform/schema";

/** Faster than this from showing the form to sending it, nobody has read, let alone typed, anything. */
const MIN_FILL_MS = FORM_STAMP.minFillMs;
/** A form left open longer than this is still delivered, but for review: a stamp must not be a lasting pass. */
export const STAMP_LIFETIME_MS = FORM_STAMP.lifetimeMs;
/** How much earlier than its stamp a page may say it was first painted (a slow phone's network and start-up). */
const EARLIEST_PAINT_MS = 30_000;
const CLOCK_SKEW_MS = 5_000;

/** ok, or why the trap doubts it: forged is spam; the others are delivered and marked for review. */
export type StampVerdict = "ok" | "none" | "too-fast" | "expired" | "spent" | "forged";

type Checked = { verdict: StampVerdict; nonce?: string };

/**
 * The time trap: a signed, single-use "form shown at" stamp. The page's first-paint script asks for it
 * (prerendered pages cannot carry one), so the clock starts when the page is shown, not when its code has run;
 * the browser may also say when the page was painted, which moves the start back by at most 30 s.
 */
export function formStamps(secret: string) {
  const sign = (body: string) => createHmac("sha256", secret).update(`form-stamp:${body}`).digest("base64url");
  return {
    issue(now = Date.now()): string {
      const body = `${now}.${randomBytes(12).toString("base64url")}`;
      return `${body}.${sign(body)}`;
    },
    check(stamp: string | undefined, shownAt: number | undefined, now = Date.now()): Checked {
      if (!stamp) return { verdict: "none" };
      const [issuedAt = "", nonce = "", signature = ""] = stamp.split(".");
      const expected = Buffer.from(sign(`${issuedAt}.${nonce}`));
      const given = Buffer.from(signature);
      if (!/^\d{13}$/.test(issuedAt) || !/^[\w-]{16}$/.test(nonce) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { verdict: "forged" };
      }
      const issued = Number(issuedAt);
      if (issued - now > CLOCK_SKEW_MS) return { verdict: "forged" };
      if (now - issued > STAMP_LIFETIME_MS) return { verdict: "expired", nonce };
      const paintedEarlier = shownAt === undefined ? 0 : Math.min(Math.max(issued - shownAt, 0), EARLIEST_PAINT_MS);
      return { verdict: now - (issued - paintedEarlier) < MIN_FILL_MS ? "too-fast" : "ok", nonce };
    },
  };
}

/** Spends a stamp's nonce; false when it was spent before, so one stamp vouches for one lead. */
export async function spendStamp(db: Kysely<Database>, nonce: string, now = Date.now()): Promise<boolean> {
  const spent = await db
    .insertInto("spent_form_stamps")
    .values({ nonce, expires_at: new Date(now + STAMP_LIFETIME_MS).toISOString() })
    .onConflict((oc) => oc.column("nonce").doNothing())
    .returning("nonce")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Spent nonces matter only while their stamp could still be offered. */
export async function pruneSpentStamps(db: Kysely<Database>, now = Date.now()) {
  await db.deleteFrom("spent_form_stamps").where("expires_at", "<", new Date(now).toISOString()).execute();
}
