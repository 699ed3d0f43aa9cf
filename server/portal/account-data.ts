import type { AccountDataSection } from "../accounts/data-rights/account-data";
import type { Db } from "../platform/database";

/**
 * What the portal keeps about a person: their company membership, what they wrote on projects and tickets.
 * Deleting the account takes the membership away; messages stay with the project, signed "Former member",
 * because the rest of the project team relies on them.
 */
export const portalAccountData: AccountDataSection = {
  name: "clientPortal",
  async collect(db: Db, account) {
    const membership = await db
      .selectFrom("company_members")
      .innerJoin("companies", "companies.id", "company_members.company_id")
      .select(["companies.name as company", "company_members.role", "company_members.added_at as addedAt"])
      .where("company_members.user_id", "=", account.id)
      .executeTakeFirst();
    const messages = await db
      .selectFrom("project_posts")
      .innerJoin("project_threads", "project_threads.id", "project_posts.thread_id")
      .innerJoin("projects", "projects.id", "project_threads.project_id")
      .select(["projects.code as project", "project_threads.subject as conversation", "project_posts.body", "project_posts.created_at as writtenAt"])
      .where("project_posts.author_id", "=", account.id)
      .orderBy("project_posts.created_at")
      .execute();
    const ticketMessages = await db
      .selectFrom("support_ticket_posts")
      .innerJoin("support_tickets", "support_tickets.id", "support_ticket_posts.ticket_id")
      .select(["support_tickets.subject as ticket", "support_ticket_posts.body", "support_ticket_posts.created_at as writtenAt"])
      .where("support_ticket_posts.author_id", "=", account.id)
      .orderBy("support_ticket_posts.created_at")
      .execute();
    const accepted = await db
      .selectFrom("project_deliverables")
      .innerJoin("projects", "projects.id", "project_deliverables.project_id")
      .select(["projects.code as project", "project_deliverables.name as deliverable", "project_deliverables.accepted_at as acceptedAt"])
      .where("project_deliverables.accepted_by", "=", account.id)
      .execute();
    return { membership: membership ?? null, messages, ticketMessages, acceptedDeliverables: accepted };
  },
  async detach(trx: Db, account) {
    await trx.deleteFrom("company_members").where("user_id", "=", account.id).execute();
    await trx.updateTable("project_posts").set({ author_id: null }).where("author_id", "=", account.id).execute();
    await trx.updateTable("project_threads").set({ created_by: null }).where("created_by", "=", account.id).execute();
    await trx.updateTable("project_threads").set({ assignee_id: null }).where("assignee_id", "=", account.id).execute();
    await trx.updateTable("support_ticket_posts").set({ author_id: null }).where("author_id", "=", account.id).execute();
    await trx.updateTable("support_tickets").set({ created_by: null }).where("created_by", "=", account.id).execute();
    await trx.updateTable("support_tickets").set({ assignee_id: null }).where("assignee_id", "=", account.id).execute();
    await trx.updateTable("project_activity").set({ actor_id: null }).where("actor_id", "=", account.id).execute();
    await trx.updateTable("project_deliverables").set({ accepted_by: null }).where("accepted_by", "=", account.id).execute();
    await trx.updateTable("projects").set({ coordinator_id: null }).where("coordinator_id", "=", account.id).execute();
    await trx.updateTable("company_invitations").set({ invited_by: null }).where("invited_by", "=", account.id).execute();
    await trx.deleteFrom("portal_digests").where("user_id", "=", account.id).execute();
  },
};
