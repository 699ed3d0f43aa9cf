import type { CompanyRole } from "../../contract/portal";
import type { Db } from "../platform/database";
import { fromFlag } from "../platform/flag";
import { recordMemberAdded } from "./activity";

export type Membership = { companyId: string; role: CompanyRole; companyName: string; requiresTwoFactor: boolean };

/** The person's company, their role in it and what it asks of them; one query. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | undefined> {
  const row = await db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select(["company_members.company_id", "company_members.role", "companies.name", "companies.requires_two_factor"])
    .where("company_members.user_id", "=", userId)
    .executeTakeFirst();
  return row && { companyId: row.company_id, role: row.role, companyName: row.name, requiresTwoFactor: fromFlag(row.requires_two_factor) };
}

/** Adds the person to the company; its projects' activity says they joined. */
export async function addMember(trx: Db, member: { userId: string; companyId: string; role: CompanyRole; name: string }) {
  await trx
    .insertInto("company_members")
    .values({ user_id: member.userId, company_id: member.companyId, role: member.role, added_at: new Date().toISOString() })
    .execute();
  await recordMemberAdded(trx, member.companyId, { id: member.userId, name: member.name });
}
