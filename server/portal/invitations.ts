import { randomBytes, randomUUID } from "node:crypto";
import type { CompanyRole } from "../../contract/portal";
import { sha256 } from "../accounts/passwords/password-links";
import type { Db } from "../platform/database";
import type { MailQueue } from "../platform/mail";

/** People open invitations days later, after asking a colleague what the portal is. */
const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

type Invitee = { email: string; fullName: string; role: CompanyRole };

/**
 * Renders the invitation mail outside any transaction; the writer stores the invitation and queues the mail in the
 * caller's. A newer invitation to the same address and company voids the older one, so "send again" just works.
 */
export async function invitation(
  mail: MailQueue,
  publicUrl: string,
  company: { id: string; name: string },
  invitee: Invitee,
  inviter: { id: string; name: string },
) {
  const token = randomBytes(32).toString("base64url");
  const link = `${publicUrl}/auth/invitation?token=${encodeURIComponent(token)}`;
  const email = invitee.email.toLowerCase();
  const message = {
    to: email,
    ...(await (
      await import("./invitation-mail")
    ).invitationMail(link, { fullName: invitee.fullName, companyName: company.name, inviter: inviter.name, days: INVITATION_DAYS })),
  };
  return async (trx: Db) => {
    const now = Date.now();
    await trx.deleteFrom("company_invitations").where("company_id", "=", company.id).where("email", "=", email).where("accepted_at", "is", null).execute();
    await trx
      .insertInto("company_invitations")
      .values({
        id: randomUUID(),
        company_id: company.id,
        email,
        full_name: invitee.fullName,
        role: invitee.role,
        token_hash: sha256(token),
        invited_by: inviter.id,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + INVITATION_MS).toISOString(),
        accepted_at: null,
      })
      .execute();
    await mail.enqueue(trx, message);
  };
}

/** A pending invitation by its token, with its company's name; spent or expired ones are not found. */
export function pendingInvitation(db: Db, token: string) {
  return db
    .selectFrom("company_invitations")
    .innerJoin("companies", "companies.id", "company_invitations.company_id")
    .selectAll("company_invitations")
    .select(["companies.name as company_name", "companies.requires_two_factor"])
    .where("token_hash", "=", sha256(token))
    .where("accepted_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
}

/** Spends the invitation once: of two concurrent accepts, only the one that marks it wins. */
export async function spendInvitation(trx: Db, id: string): Promise<boolean> {
  const result = await trx
    .updateTable("company_invitations")
    .set({ accepted_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A GDPR erasure by email: every invitation to the address goes, accepted or not; answers how many. */
export async function eraseInvitations(trx: Db, email: string): Promise<number> {
  const result = await trx.deleteFrom("company_invitations").where("email", "=", email.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
