import { sql } from "kysely";
import type { InboxItem } from "../../contract/portal";
import type { Db } from "../platform/database";
import { fromFlag } from "../platform/flag";
import { namesOf } from "./people";
import { waitingOn } from "./threads";

const LIMIT = 200;
/** A thread waits for the firm when the client raised it and it is open, or the firm raised it and the client answered. */
const firmsTurn = sql<number>`case when (project_threads.status = 'open' and project_threads.raised_by_firm = 0)
  or (project_threads.status = 'answered' and project_threads.raised_by_firm = 1) then 0 else 1 end`;
const ticketFirmsTurn = sql<number>`case when support_tickets.status = 'open' then 0 else 1 end`;
const closedLast = (column: "project_threads.status" | "support_tickets.status") => sql<number>`case when ${sql.ref(column)} = 'closed' then 1 else 0 end`;

/**
 * Every project conversation and support ticket, for the firm: those waiting for the firm first, the longest
 * waiting at the top; then those waiting for the client; closed ones last, the latest first.
 */
export async function firmInbox(db: Db): Promise<{ items: InboxItem[]; waitingOnFirm: number }> {
  const threads = await db
    .selectFrom("project_threads")
    .innerJoin("projects", "projects.id", "project_threads.project_id")
    .innerJoin("companies", "companies.id", "projects.company_id")
    .select([
      "project_threads.id",
      "project_threads.subject",
      "project_threads.status",
      "project_threads.kind",
      "project_threads.raised_by_firm",
      "project_threads.assignee_id",
      "project_threads.due_date",
      "project_threads.updated_at",
      "projects.id as project_id",
      "projects.code as project_code",
      "companies.name as company_name",
    ])
    .orderBy(firmsTurn)
    .orderBy(closedLast("project_threads.status"))
    .orderBy("project_threads.updated_at")
    .limit(LIMIT)
    .execute();
  const tickets = await db
    .selectFrom("support_tickets")
    .innerJoin("companies", "companies.id", "support_tickets.company_id")
    .select([
      "support_tickets.id",
      "support_tickets.subject",
      "support_tickets.status",
      "support_tickets.assignee_id",
      "support_tickets.updated_at",
      "companies.name as company_name",
    ])
    .orderBy(ticketFirmsTurn)
    .orderBy(closedLast("support_tickets.status"))
    .orderBy("support_tickets.updated_at")
    .limit(LIMIT)
    .execute();
  const name = await namesOf(db, [...threads.map((t) => t.assignee_id), ...tickets.map((t) => t.assignee_id)]);
  const person = (id: string | null) => (id ? { id, name: name(id) } : null);
  const items: InboxItem[] = [
    ...threads.map((t) => ({
      id: t.id,
      source: "project" as const,
      projectId: t.project_id,
      projectCode: t.project_code,
      companyName: t.company_name,
      subject: t.subject,
      kind: t.kind,
      status: t.status,
      waitingOn: waitingOn(t.status, fromFlag(t.raised_by_firm)),
      dueDate: t.due_date,
      assignee: person(t.assignee_id),
      updatedAt: t.updated_at,
    })),
    ...tickets.map((t) => ({
      id: t.id,
      source: "ticket" as const,
      projectId: null,
      projectCode: null,
      companyName: t.company_name,
      subject: t.subject,
      kind: "ticket" as const,
      status: t.status,
      waitingOn: waitingOn(t.status, false),
      dueDate: null,
      assignee: person(t.assignee_id),
      updatedAt: t.updated_at,
    })),
  ];
  const rank = (item: InboxItem) => (item.waitingOn === "firm" ? 0 : item.waitingOn === "client" ? 1 : 2);
  items.sort((a, b) => rank(a) - rank(b) || (rank(a) === 2 ? b.updatedAt.localeCompare(a.updatedAt) : a.updatedAt.localeCompare(b.updatedAt)));
  const waiting = await db
    .selectFrom("project_threads")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where(firmsTurn, "=", 0)
    .executeTakeFirstOrThrow();
  const waitingTickets = await db
    .selectFrom("support_tickets")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return { items: items.slice(0, LIMIT), waitingOnFirm: Number(waiting.n) + Number(waitingTickets.n) };
}
