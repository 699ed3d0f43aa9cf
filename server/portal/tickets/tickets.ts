import { randomUUID } from "node:crypto";
import type { Ticket, TicketSummary } from "../../../contract/portal";
import type { Db } from "../../platform/database";
import { fromFlag, toFlag } from "../../platform/flag";
import { momentAfter } from "../../platform/moment-after";
import { namesOf } from "../people";
import { statusAfterPost } from "../threads";

const summaryQuery = (db: Db) =>
  db
    .selectFrom("support_tickets")
    .innerJoin("companies", "companies.id", "support_tickets.company_id")
    .selectAll("support_tickets")
    .select((eb) => [
      "companies.name as company_name",
      eb
        .selectFrom("support_ticket_posts")
        .select(eb.fn.countAll<string>().as("n"))
        .whereRef("support_ticket_posts.ticket_id", "=", "support_tickets.id")
        .as("posts"),
    ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["executeTakeFirstOrThrow"]>>;

async function summaries(db: Db, rows: SummaryRow[]): Promise<TicketSummary[]> {
  const name = await namesOf(db, [...rows.map((r) => r.created_by), ...rows.map((r) => r.assignee_id)]);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    status: r.status,
    companyId: r.company_id,
    companyName: r.company_name,
    raisedBy: name(r.created_by),
    assignee: r.assignee_id ? { id: r.assignee_id, name: name(r.assignee_id) } : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    replies: Math.max(0, Number(r.posts ?? 1) - 1),
  }));
}

/** A company's tickets (the firm: every company's), those not closed first, then the most recently active. */
export async function listTickets(db: Db, companyId: string | null, limit = 100): Promise<TicketSummary[]> {
  let query = summaryQuery(db)
    .orderBy((eb) => eb.case().when("support_tickets.status", "=", "closed").then(1).else(0).end())
    .orderBy("support_tickets.updated_at", "desc")
    .orderBy("support_tickets.id", "desc")
    .limit(limit);
  if (companyId !== null) query = query.where("support_tickets.company_id", "=", companyId);
  return summaries(db, await query.execute());
}

export async function ticketById(db: Db, id: string): Promise<Ticket | undefined> {
  const row = await summaryQuery(db).where("support_tickets.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [summary] = await summaries(db, [row]);
  const posts = await db.selectFrom("support_ticket_posts").selectAll().where("ticket_id", "=", id).orderBy("created_at").orderBy("id").execute();
  const name = await namesOf(
    db,
    posts.map((p) => p.author_id),
  );
  if (!summary) return undefined;
  const { replies: _replies, ...ticket } = summary;
  return {
    ...ticket,
    posts: posts.map((p) => ({ id: p.id, author: name(p.author_id), fromFirm: fromFlag(p.from_firm), body: p.body, createdAt: p.created_at })),
  };
}

async function addPost(trx: Db, ticketId: string, post: { body: string; authorId: string; fromFirm: boolean }, at: string) {
  await trx
    .insertInto("support_ticket_posts")
    .values({ id: randomUUID(), ticket_id: ticketId, author_id: post.authorId, from_firm: toFlag(post.fromFirm), body: post.body, created_at: at })
    .execute();
}

export const newTicketId = () => randomUUID();

/** A client's new ticket: open, waiting for the firm, nobody assigned until someone answers. */
export async function openTicket(trx: Db, ticket: { id: string; companyId: string; subject: string; body: string; authorId: string }): Promise<string> {
  const id = ticket.id;
  const now = new Date().toISOString();
  await trx
    .insertInto("support_tickets")
    .values({
      id,
      company_id: ticket.companyId,
      subject: ticket.subject,
      status: "open",
      created_by: ticket.authorId,
      assignee_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await addPost(trx, id, { body: ticket.body, authorId: ticket.authorId, fromFirm: false }, now);
  return id;
}

/** A reply by either side; the first of the firm's people to answer takes the ticket. */
export async function replyToTicket(trx: Db, ticket: { id: string; assignee_id: string | null }, reply: { body: string; authorId: string; fromFirm: boolean }) {
  const latest = await trx
    .selectFrom("support_ticket_posts")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("ticket_id", "=", ticket.id)
    .executeTakeFirst();
  const now = momentAfter(latest?.at);
  await trx
    .updateTable("support_tickets")
    .set({
      status: statusAfterPost(false, reply.fromFirm),
      updated_at: now,
      ...(reply.fromFirm && !ticket.assignee_id && { assignee_id: reply.authorId }),
    })
    .where("id", "=", ticket.id)
    .execute();
  await addPost(trx, ticket.id, reply, now);
}

export async function closeTicket(trx: Db, id: string) {
  await trx.updateTable("support_tickets").set({ status: "closed", updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

/** Open tickets of a company: the dashboard's Support Tickets card. */
export async function openTicketCount(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom("support_tickets")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("company_id", "=", companyId)
    .where("status", "!=", "closed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who at the firm hears of a company's ticket when nobody has it yet: the coordinators of its live projects. */
export async function companyCoordinators(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("projects")
    .select("coordinator_id")
    .distinct()
    .where("company_id", "=", companyId)
    .where("status", "in", ["active", "on_hold"])
    .where("coordinator_id", "is not", null)
    .execute();
  return rows.flatMap((r) => (r.coordinator_id ? [r.coordinator_id] : []));
}
