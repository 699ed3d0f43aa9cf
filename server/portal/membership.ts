import type { CompanyRole } from "../../contract/portal";
import type { Db } from "../platform/database";

export function membershipOf(db: Db, userId: string): Promise<{ companyId: string; role: CompanyRole } | undefined> {
  return db.selectFrom("company_members").select(["company_id as companyId", "role"]).where("user_id", "=", userId).executeTakeFirst();
}

export async function addMember(trx: Db, member: { userId: string; companyId: string; role: CompanyRole }) {
  await trx
    .insertInto("company_members")
    .values({ user_id: member.userId, company_id: member.companyId, role: member.role, added_at: new Date().toISOString() })
    .execute();
}
