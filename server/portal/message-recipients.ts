import type { Db } from "../platform/database";

/** The other side of a project conversation: the firm's coordinator for a client's post, the client's people for the firm's. */
export async function otherSide(
  db: Db,
  project: { company_id: string; coordinator_id: string | null },
  fromFirm: boolean,
  authorId: string,
): Promise<string[]> {
  if (!fromFirm) {
    if (!project.coordinator_id) return [];
    const coordinator = await db
      .selectFrom("users")
      .select("email")
      .where("id", "=", project.coordinator_id)
      .where("disabled_at", "is", null)
      .executeTakeFirst();
    return coordinator ? [coordinator.email] : [];
  }
  const clients = await db
    .selectFrom("company_members")
    .innerJoin("users", "users.id", "company_members.user_id")
    .select("users.email")
    .where("company_members.company_id", "=", project.company_id)
    .where("users.disabled_at", "is", null)
    .where("users.id", "!=", authorId)
    .execute();
  return clients.map((c) => c.email);
}
