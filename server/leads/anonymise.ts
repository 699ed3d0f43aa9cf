import type { Db } from "../platform/database";

/**
 * Removes who sent these leads, in the caller's transaction, keeping what was asked and where it came from for the
 * firm's figures: the retention job and an erasure on request both end a lead's personal data this one way.
 */
export async function anonymiseLeads(trx: Db, ids: readonly string[], shownAs: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable("leads")
    .set((eb) => ({
      full_name: shownAs,
      email: "",
      phone: null,
      company: null,
      subject: null,
      message: "",
      ip: null,
      user_agent: null,
      referrer: null,
      landing_page: null,
      user_id: null,
      idempotency_key: null,
      // A next action names whom to call.
      next_action: null,
      // The fingerprint is a hash of the address, email and message: it goes too.
      fingerprint: eb.ref("id"),
    }))
    .where("id", "in", ids)
    .execute();
  // Staff notes, replies and timeline entries may quote the sender.
  await trx.updateTable("lead_status_history").set({ note: null }).where("lead_id", "in", ids).execute();
  await trx.updateTable("lead_activities").set({ body: "", subject: null }).where("lead_id", "in", ids).execute();
}
