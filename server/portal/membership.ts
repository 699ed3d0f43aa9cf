import { isFirmStaff } from "../../contract/policies";
import type { CompanyRole } from "../../contract/portal";
import type { Db } from "../platform/database";

type Asker = { id: string; role: "admin" | "staff" | "user" };

export function membershipOf(db: Db, userId: string): Promise<{ companyId: string; role: CompanyRole } | undefined> {
  return db.selectFrom("company_members").select(["company_id as companyId", "role"]).where("user_id", "=", userId).executeTakeFirst();
}

/**
 * The one ownership rule: the firm's people see every project, a client only their own company's. Anything else
 * is undefined, which routes answer as 404, so nobody learns that another company's project exists.
 */
export async function visibleProject(db: Db, asker: Asker, projectId: string) {
  const project = await db.selectFrom("projects").selectAll().where("id", "=", projectId).executeTakeFirst();
  if (!project) return undefined;
  if (isFirmStaff(asker.role)) return project;
  const membership = await membershipOf(db, asker.id);
  return membership?.companyId === project.company_id ? project : undefined;
}

export async function addMember(trx: Db, member: { userId: string; companyId: string; role: CompanyRole }) {
  await trx
    .insertInto("company_members")
    .values({ user_id: member.userId, company_id: member.companyId, role: member.role, added_at: new Date().toISOString() })
    .execute();
}
