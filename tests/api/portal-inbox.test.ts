import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, type Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";
import { portalFactory } from "./support/portal";

type InboxEntry = { id: string; subject: string; waitingOn: "firm" | "client" | null; source: "project" | "ticket" };

describe.each(dialects)("the firm's inbox and a client's open conversations on %s", (dialect) => {
  let site: TestSite;
  let staff: Visitor;
  let make: ReturnType<typeof portalFactory>;

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    make = portalFactory(site, staff, signedIn.user.id, dialect);
  });
  afterAll(() => site.close());

  it("puts what waits for the firm first, longest waiting at the top, then what waits for the client, then closed, latest first", async () => {
    const companyId = await make.company("Osprey Water");
    const projectId = await make.project(companyId);
    const client = await make.client(companyId);
    const post = async (visitor: Visitor, body: Record<string, unknown>) => {
      const sent = await visitor.post(`/api/projects/${projectId}/messages`, body);
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json().thread.id as string;
    };
    const ticket = async (subject: string) => {
      const opened = await client.visitor.post("/api/tickets", { subject, body: `${subject}: details.` });
      expect(opened.statusCode, opened.body).toBe(200);
      return opened.json().ticket.id as string;
    };
    // Each (status, who raised it) pair, the two kinds of source, and ages set apart by hours.
    const clientAsked = await post(client.visitor, { subject: "Client asked, firm to answer", body: "Sleeve sizes?" });
    const firmAnswered = await post(client.visitor, { subject: "Client asked, firm answered", body: "Plinth height?" });
    await post(staff, { threadId: firmAnswered, body: "150 mm." });
    const firmAsked = await post(staff, { subject: "Firm asked, client to answer", kind: "rfi", dueDate: "2027-01-10", body: "Pump skid size?" });
    const clientAnswered = await post(staff, { subject: "Firm asked, client answered", body: "Valve schedule?" });
    await post(client.visitor, { threadId: clientAnswered, body: "Sent it today." });
    const closed = await post(client.visitor, { subject: "Closed long ago", body: "Thanks." });
    expect((await client.visitor.post(`/api/projects/${projectId}/messages/${closed}/close`)).statusCode).toBe(200);
    const openTicket = await ticket("Ticket waiting for the firm");
    const answeredTicket = await ticket("Ticket answered by the firm");
    expect((await staff.post(`/api/tickets/${answeredTicket}/replies`, { body: "Done." })).statusCode).toBe(200);

    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const age = async (table: "project_threads" | "support_tickets", id: string, hours: number) =>
      site.db
        .updateTable(table)
        .set({ updated_at: hoursAgo(hours) })
        .where("id", "=", id)
        .execute();
    await age("project_threads", clientAsked, 5);
    await age("project_threads", clientAnswered, 9);
    await age("support_tickets", openTicket, 7);
    await age("project_threads", firmAsked, 3);
    await age("project_threads", firmAnswered, 8);
    await age("support_tickets", answeredTicket, 4);
    await age("project_threads", closed, 50);

    const inbox = (await staff.get("/api/admin/inbox")).json() as { items: InboxEntry[]; waitingOnFirm: number };
    expect(inbox.items.map((i) => [i.subject, i.waitingOn])).toEqual([
      ["Firm asked, client answered", "firm"],
      ["Ticket waiting for the firm", "firm"],
      ["Client asked, firm to answer", "firm"],
      ["Client asked, firm answered", "client"],
      ["Ticket answered by the firm", "client"],
      ["Firm asked, client to answer", "client"],
      ["Closed long ago", null],
    ]);
    expect(inbox.waitingOnFirm).toBe(3);

    // The client's dashboard counts the same turns for its own company only.
    const other = await make.project(await make.company("Other Estates"));
    await staff.post(`/api/projects/${other}/messages`, { subject: "Another company's RFI", kind: "rfi", dueDate: "2027-01-10", body: "?" });
    expect((await client.visitor.get("/api/dashboard")).json()).toMatchObject({ openThreads: 1, awaitingClient: 1, openTickets: 2 });

    // Two hundred newer closed threads leave the list's room to the waiting ones, which all stay.
    const now = new Date().toISOString();
    await site.db
      .insertInto("project_threads")
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          id: randomUUID(),
          project_id: projectId,
          subject: `Closed ${n}`,
          status: "closed" as const,
          created_by: client.id,
          created_at: now,
          updated_at: now,
          kind: "message" as const,
          raised_by_firm: 0 as const,
          assignee_id: null,
          due_date: null,
        })),
      )
      .execute();
    const full = (await staff.get("/api/admin/inbox")).json() as { items: InboxEntry[]; waitingOnFirm: number };
    expect(full.items).toHaveLength(200);
    expect(full.items.slice(0, 7).map((i) => i.subject)).toEqual(
      inbox.items
        .slice(0, 6)
        .map((i) => i.subject)
        .concat("Another company's RFI"),
    );
    expect(full.items.slice(7).every((i) => i.waitingOn === null && i.subject.startsWith("Closed "))).toBe(true);
    expect(full.items.map((i) => i.subject)).not.toContain("Closed long ago");
  });
});
