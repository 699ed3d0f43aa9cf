import { sql } from "kysely";
import type { Db } from "../../platform/database";
import { eraseInvitations } from "../../portal/invitations";
import { anonymiseLeads } from "../anonymise";
import { eraseSubscriber } from "../subscribers";

const ERASED_NAME = "Erased on request";

/**
 * A GDPR erasure by email, in the caller's transaction: the person's leads keep what was asked, when and from
 * where (so the figures stay) but lose who asked, with the notes and replies about them; the newsletter row and
 * the portal invitations to the address go. Accounts are left to account deletion.
 */
export async function eraseByEmail(trx: Db, email: string) {
  const address = email.toLowerCase();
  const leads = await trx.selectFrom("leads").select("id").where(sql`lower(email)`, "=", address).where("email", "<>", "").execute();
  const ids = leads.map((l) => l.id);
  await anonymiseLeads(trx, ids, ERASED_NAME);
  const subscribers = await eraseSubscriber(trx, address);
  const invitations = await eraseInvitations(trx, address);
  return { leads: ids.length, subscribers, invitations };
}
