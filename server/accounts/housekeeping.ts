import type { Db } from "../platform/database";

/** Expired sessions and spent or expired reset links are dead weight; the runner calls this hourly. */
export async function pruneAccounts(db: Db) {
  const now = new Date().toISOString();
  await db.deleteFrom("sessions").where("expires_at", "<", now).execute();
  await db.deleteFrom("password_resets").where((eb) => eb.or([eb("expires_at", "<", now), eb("used_at", "is not", null)])).execute();
}
