import { inBatches } from "../platform/batches";
import type { Db } from "../platform/database";
import { SESSION } from "../../contract/constants";

/** Expired or idle sessions, spent or expired reset links, closed email changes and abandoned two-step sign-ins are dead weight; the runner calls this hourly. */
export async function pruneAccounts(db: Db) {
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const idleSince = (ms: number) => new Date(nowMs - ms).toISOString();
  // Sessions are the one large table here: a batch at a time, so sign-ins are answered in between.
  await inBatches(async (rows) => {
    const result = await db
      .deleteFrom("sessions")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("sessions")
          .select("id")
          .where((w) =>
            w.or([
              w("expires_at", "<", now),
              w.and([w("persistent", "=", 0), w("last_seen_at", "<", idleSince(SESSION.shortIdleMs))]),
              w.and([w("persistent", "=", 1), w("last_seen_at", "<", idleSince(SESSION.rememberIdleMs))]),
            ]),
          )
          .limit(rows),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  await db
    .deleteFrom("password_resets")
    .where((eb) => eb.or([eb("expires_at", "<", now), eb("used_at", "is not", null)]))
    .execute();
  // Past the undo window neither link of an email change works any more.
  await db.deleteFrom("email_changes").where("undo_expires_at", "<", now).execute();
  await db.deleteFrom("login_pending").where("expires_at", "<", now).execute();
  await db.deleteFrom("login_delays").where("until", "<", now).execute();
  await db
    .deleteFrom("email_verifications")
    .where((eb) => eb.or([eb("expires_at", "<", now), eb("used_at", "is not", null)]))
    .execute();
}
