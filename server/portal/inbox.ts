import type { InboxItem, ThreadStatus } from "../../contract/portal";
import type { Db } from "../platform/database";
import type { Flag } from "../platform/flag";
import { namesOf } from "./people";
import { waitingOn } from "./threads";

const LIMIT = 200;
type Turn = "firm" | "client" | "closed";
const TURNS: Turn[] = ["firm", "client", "closed"];
// Whose turn a thread is, by its status and who raised it: open waits for the side that did not raise it (decision 035).
const threadTurns: Record<Turn, Array<[ThreadStatus, Flag]>> = {
  firm: [
    ["open", 0],
    ["answered", 1],
  ],
  client: [
    ["open", 1],
    ["answered", 0],
  ],
  closed: [
    ["closed", 0],
    ["closed", 1],
  ],
};
// A client always raises a ticket, so its status alone says whose turn it is.
const ticketTurns: Record<Turn, ThreadStatus> = { firm: "open", client: "answered", closed: "closed" };
// Waiting items longest waiting first; closed ones latest first.
const direction = (turn: Turn) => (turn === "closed" ? "desc" : "asc");

/** One (status, raised by) pair's threads in the turn's order, through project_threads_turn_idx. */
const threadsIn = (db: Db, turn: Turn, [status, raisedByFirm]: [ThreadStatus, Flag], limit: number) =>
  db
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
    .where("project_threads.status", "=", status)
    .where("project_threads.raised_by_firm", "=", raisedByFirm)
    .orderBy("project_threads.updated_at", direction(turn))
    .orderBy("project_threads.id", direction(turn))
    .limit(limit)
    .execute();

const ticketsIn = (db: Db, turn: Turn, limit: number) =>
  db
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
    .where("support_tickets.status", "=", ticketTurns[turn])
    .orderBy("support_tickets.updated_at", direction(turn))
    .orderBy("support_tickets.id", direction(turn))
    .limit(limit)
    .execute();

type Found = Omit<InboxItem, "assignee"> & { assigneeId: string | null };

/** The turn's threads and tickets, merged in its order, at most `limit`. */
async function turnItems(db: Db, turn: Turn, limit: number): Promise<Found[]> {
  const [threads, tickets] = await Promise.all([Promise.all(threadTurns[turn].map((pair) => threadsIn(db, turn, pair, limit))), ticketsIn(db, turn, limit)]);
  const found: Found[] = [
    ...threads.flat().map((t) => ({
      id: t.id,
      source: "project" as const,
      projectId: t.project_id,
      projectCode: t.project_code,
      companyName: t.company_name,
      subject: t.subject,
      kind: t.kind,
      status: t.status,
      waitingOn: waitingOn(t.status, t.raised_by_firm === 1),
      dueDate: t.due_date,
      assigneeId: t.assignee_id,
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
      assigneeId: t.assignee_id,
      updatedAt: t.updated_at,
    })),
  ];
  const sign = direction(turn) === "asc" ? 1 : -1;
  return found.sort((a, b) => sign * (a.updatedAt.localeCompare(b.updatedAt) || a.id.localeCompare(b.id))).slice(0, limit);
}

/**
 * Every project conversation and support ticket, for the firm: those waiting for the firm first, the longest
 * waiting at the top; then those waiting for the client; closed ones last, the latest first. Each turn is read
 * only while the list has room, each (status, raised by) pair through its index.
 */
export async function firmInbox(db: Db): Promise<{ items: InboxItem[]; waitingOnFirm: number }> {
  const [found, [threads, tickets]] = await Promise.all([
    (async () => {
      const found: Found[] = [];
      for (const turn of TURNS) {
        if (found.length >= LIMIT) break;
        found.push(...(await turnItems(db, turn, LIMIT - found.length)));
      }
      return found;
    })(),
    Promise.all([
      db
        .selectFrom("project_threads")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where((eb) => eb.or(threadTurns.firm.map(([status, raisedByFirm]) => eb.and([eb("status", "=", status), eb("raised_by_firm", "=", raisedByFirm)]))))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("support_tickets")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("status", "=", ticketTurns.firm)
        .executeTakeFirstOrThrow(),
    ]),
  ]);
  const name = await namesOf(
    db,
    found.map((f) => f.assigneeId),
  );
  const items = found.map(({ assigneeId, ...item }) => ({ ...item, assignee: assigneeId ? { id: assigneeId, name: name(assigneeId) } : null }));
  return { items, waitingOnFirm: Number(threads.n) + Number(tickets.n) };
}
