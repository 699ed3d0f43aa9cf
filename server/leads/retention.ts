import type { Db } from "../platform/database";

/** The privacy policy's promise: a lead is kept 24 months after the last contact, unless it became a client engagement. */
const LEAD_RETENTION_MONTHS = 24;
export const ANONYMISED_NAME = `Anonymised after ${LEAD_RETENTION_MONTHS} months`;
const BATCH = 500;

/** Removes who sent each lead past its retention, keeping what was asked and where it came from for the firm's figures. */
export async function anonymiseExpiredLeads(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("leads")
      .select("id")
      // An anonymised lead has an empty email, so a later run passes it by.
      .where("updated_at", "<", cutoff.toISOString())
      .where("status", "!=", "won")
      .where("email", "!=", "")
      .execute();
    for (let start = 0; start < expired.length; start += BATCH) {
      const ids = expired.slice(start, start + BATCH).map((row) => row.id);
      await trx
        .updateTable("leads")
        .set((eb) => ({
          full_name: ANONYMISED_NAME,
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
          // The fingerprint is a hash of the address, email and message: it goes too.
          fingerprint: eb.ref("id"),
        }))
        .where("id", "in", ids)
        .execute();
      // Staff notes on a lead may quote its sender.
      await trx.updateTable("lead_status_history").set({ note: null }).where("lead_id", "in", ids).execute();
    }
    return expired.length;
  });
}
