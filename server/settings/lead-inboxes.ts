import type { Kysely } from "kysely";
import type { Database } from "../platform/schema";

/** The inboxes an admin set for new-lead notifications; the leads feature adds them to LEAD_NOTIFY_TO. */
export async function leadNotifyInboxes(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("lead_notify_inboxes").select("email").orderBy("email").execute();
  return rows.map((r) => r.email);
}

/** Replaces the whole list, in the caller's transaction. */
export async function setLeadNotifyInboxes(trx: Kysely<Database>, inboxes: string[]): Promise<string[]> {
  const unique = [...new Set(inboxes.map((e) => e.trim().toLowerCase()))];
  const at = new Date().toISOString();
  await trx.deleteFrom("lead_notify_inboxes").execute();
  if (unique.length)
    await trx
      .insertInto("lead_notify_inboxes")
      .values(unique.map((email) => ({ email, created_at: at })))
      .execute();
  return unique.sort();
}
