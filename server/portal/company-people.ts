import type { CompanyMember, CompanyRole } from "../../contract/portal";
import { withTwoFactor } from "../accounts/two-factor/two-factor";
import { accountCards } from "../accounts/users";
import type { Db } from "../platform/database";
import { nameOf } from "./people";

/** A company's people as the firm manages them: role, last sign-in, two-step sign-in; and who is still invited. */
export async function companyPeople(db: Db, companyId: string) {
  const rows = await db.selectFrom("company_members").selectAll().where("company_id", "=", companyId).execute();
  const ids = rows.map((r) => r.user_id);
  const [cards, secured] = [await accountCards(db, ids), await withTwoFactor(db, ids)];
  const members: CompanyMember[] = rows.flatMap((r) => {
    const card = cards.get(r.user_id);
    return card
      ? [
          {
            id: r.user_id,
            name: nameOf(card),
            email: card.email,
            role: r.role,
            addedAt: r.added_at,
            lastLogin: card.lastLogin,
            twoFactor: secured.has(r.user_id),
          },
        ]
      : [];
  });
  const invitations = await db
    .selectFrom("company_invitations")
    .select(["id", "email", "full_name", "role", "created_at", "expires_at"])
    .where("company_id", "=", companyId)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return {
    members: members.sort((a, b) => a.name.localeCompare(b.name)),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, fullName: i.full_name, role: i.role, createdAt: i.created_at, expiresAt: i.expires_at })),
  };
}

/** False when the person is not in this company. */
export async function setMemberRole(trx: Db, companyId: string, userId: string, role: CompanyRole): Promise<boolean> {
  const result = await trx.updateTable("company_members").set({ role }).where("company_id", "=", companyId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account stays (it may be invited elsewhere); it no longer sees this company's projects. */
export async function removeMember(trx: Db, companyId: string, userId: string): Promise<boolean> {
  const result = await trx.deleteFrom("company_members").where("company_id", "=", companyId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
