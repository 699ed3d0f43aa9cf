import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordActivity } from "../../server/portal/activity";
import { dialects, startSite, type TestSite, type Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";
import { portalFactory } from "./support/portal";

describe.each(dialects)("a project's register, RFIs, activity and mail preferences on %s", (dialect) => {
  let site: TestSite;
  let staff: Visitor;
  let staffEmail: string;
  let make: ReturnType<typeof portalFactory>;

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    staffEmail = signedIn.user.email;
    make = portalFactory(site, staff, signedIn.user.id, dialect);
  });
  afterAll(() => site.close());

  it("keeps a deliverables register: the firm issues, the client accepts, the dashboard and the mail follow", async () => {
    const companyId = await make.company("Kestrel Labs");
    const projectId = await make.project(companyId);
    const client = await make.client(companyId);
    const quiet = await make.client(companyId);
    expect((await quiet.visitor.send("PUT", "/api/account/mail-preferences", { deliverableIssued: false })).json().preferences.deliverableIssued).toBe(false);

    const add = (body: Record<string, unknown>) => staff.post(`/api/admin/projects/${projectId}/deliverables`, body);
    expect((await add({ name: "L2 model", kind: "hologram", dueDate: "2027-01-10" })).statusCode).toBe(400);
    expect((await add({ name: "L2 model", kind: "model", dueDate: "2027-01-10", status: "accepted" })).statusCode).toBe(400);
    const model = (await add({ name: "Level 2 coordinated model", kind: "model", dueDate: "2027-01-10" })).json().deliverable;
    const drawings = (await add({ name: "Level 2 GA drawings", kind: "drawing_set", dueDate: "2027-01-24", status: "in_progress" })).json().deliverable;
    expect(model).toMatchObject({ status: "planned", issuedAt: null });

    let dashboard = (await client.visitor.get("/api/dashboard")).json();
    expect(dashboard.upcomingDeliverables.map((d: { name: string }) => d.name)).toEqual(["Level 2 coordinated model", "Level 2 GA drawings"]);
    expect((await client.visitor.post(`/api/projects/${projectId}/deliverables/${model.id}/accept`)).statusCode).toBe(409);

    site.mails.length = 0;
    const issued = await staff.send("PATCH", `/api/admin/projects/${projectId}/deliverables/${model.id}`, { status: "issued" });
    expect(issued.json().deliverable).toMatchObject({ status: "issued" });
    expect(issued.json().deliverable.issuedAt).not.toBeNull();
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([client.email]);
    expect(site.mails[0]?.subject).toContain("Model issued: Level 2 coordinated model");
    expect(site.mails[0]?.text).toContain(`http://site.test/projects/${projectId}`);
    site.mails.length = 0;
    await staff.send("PATCH", `/api/admin/projects/${projectId}/deliverables/${model.id}`, { status: "issued", name: "Level 2 coordinated model" });
    await site.drain();
    expect(site.mails).toEqual([]);

    dashboard = (await client.visitor.get("/api/dashboard")).json();
    expect(dashboard.upcomingDeliverables.map((d: { name: string }) => d.name)).toEqual(["Level 2 GA drawings"]);
    expect((await staff.post(`/api/projects/${projectId}/deliverables/${model.id}/accept`)).statusCode).toBe(403);
    const accepted = await client.visitor.post(`/api/projects/${projectId}/deliverables/${model.id}/accept`);
    expect(accepted.json().deliverable).toMatchObject({ status: "accepted" });
    expect((await client.visitor.post(`/api/projects/${projectId}/deliverables/${model.id}/accept`)).statusCode).toBe(409);
    const reopen = await staff.send("PATCH", `/api/admin/projects/${projectId}/deliverables/${model.id}`, { status: "in_progress" });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe("The client accepted this deliverable; it cannot change any more.");

    const otherProject = await make.project(await make.company("Other Co"));
    expect((await staff.send("PATCH", `/api/admin/projects/${otherProject}/deliverables/${drawings.id}`, { status: "issued" })).statusCode).toBe(404);
    const page = (await client.visitor.get(`/api/projects/${projectId}`)).json().project;
    expect(page.deliverables.map((d: { name: string; status: string }) => `${d.name}: ${d.status}`)).toEqual([
      "Level 2 coordinated model: accepted",
      "Level 2 GA drawings: in_progress",
    ]);
    const activity = (await client.visitor.get(`/api/projects/${projectId}/activity`)).json().activity;
    expect(activity.map((a: { kind: string; subject: string }) => `${a.kind}: ${a.subject}`)).toEqual([
      "deliverable_accepted: Level 2 coordinated model",
      "deliverable_issued: Level 2 coordinated model",
      expect.stringMatching(/^member_added: Client Person \d+$/),
      expect.stringMatching(/^member_added: Client Person \d+$/),
      expect.stringMatching(/^project_created: Clinic fit-out \d+$/),
    ]);
  });

  it("mails a milestone done to those who want it, once, and percent complete comes from milestones", async () => {
    const companyId = await make.company("Osprey Homes");
    const projectId = await make.project(companyId);
    const wants = await make.client(companyId);
    const declines = await make.client(companyId);
    await declines.visitor.send("PUT", "/api/account/mail-preferences", { milestoneDone: false });
    const milestone = (await staff.post(`/api/admin/projects/${projectId}/milestones`, { name: "Survey registered", dueDate: "2026-12-04" })).json().project
      .milestones[0];
    site.mails.length = 0;
    const done = await staff.send("PATCH", `/api/admin/projects/${projectId}/milestones/${milestone.id}`, { completed: true });
    expect(done.json().project.percentComplete).toBe(100);
    await staff.send("PATCH", `/api/admin/projects/${projectId}/milestones/${milestone.id}`, { completed: true });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([wants.email]);
    expect(site.mails[0]?.subject).toContain("Milestone done: Survey registered");
    const activity = (await wants.visitor.get(`/api/projects/${projectId}/activity`)).json().activity;
    expect(activity.filter((a: { kind: string }) => a.kind === "milestone_done")).toHaveLength(1);
    expect(activity[0].actor).toBe("Project team");
  });

  it("shows lines written in one millisecond in the order they happened", async () => {
    const projectId = await make.project(await make.company("Plover Civil"));
    const steps = ["Survey registered", "Model federated", "Clashes cleared", "Drawings issued", "Handover"];
    // A held clock: every line is written at the same millisecond.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await site.db.transaction().execute(async (trx) => {
        for (const subject of steps) await recordActivity(trx, { projectId, kind: "milestone_done", subject, actorId: null });
      });
    } finally {
      vi.useRealTimers();
    }
    const activity = (await staff.get(`/api/projects/${projectId}/activity`)).json().activity as { kind: string; subject: string }[];
    expect(activity.filter((a) => a.kind === "milestone_done").map((a) => a.subject)).toEqual(steps.toReversed());
  });

  it("carries an RFI from the firm: open until the client answers, assigned and dated, new-message mail by preference", async () => {
    const companyId = await make.company("Heron Water");
    const projectId = await make.project(companyId);
    const client = await make.client(companyId);
    const muted = await make.client(companyId);
    await muted.visitor.send("PUT", "/api/account/mail-preferences", { newMessage: false });

    site.mails.length = 0;
    const raised = await staff.post(`/api/projects/${projectId}/messages`, {
      subject: "RFI 014: pump skid footprint",
      kind: "rfi",
      dueDate: "2026-12-09",
      body: "Please confirm the skid footprint on drawing M-201.",
    });
    const thread = raised.json().thread;
    expect(thread).toMatchObject({ kind: "rfi", status: "open", raisedByFirm: true, dueDate: "2026-12-09", assignee: { name: "Project team" } });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([client.email]);
    expect(site.mails[0]?.text).toContain(`/projects/${projectId}?thread=${thread.id}`);
    expect((await client.visitor.get("/api/dashboard")).json()).toMatchObject({ awaitingClient: 1, openThreads: 0 });

    let inbox = (await staff.get("/api/admin/inbox")).json();
    expect(inbox.items.find((i: { id: string }) => i.id === thread.id)).toMatchObject({ waitingOn: "client", kind: "rfi", companyName: "Heron Water" });

    site.mails.length = 0;
    const answered = await client.visitor.post(`/api/projects/${projectId}/messages`, { threadId: thread.id, body: "Footprint is 2.4 m by 1.2 m." });
    expect(answered.json().thread.status).toBe("answered");
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([staffEmail]);
    inbox = (await staff.get("/api/admin/inbox")).json();
    expect(inbox.items[0]).toMatchObject({ id: thread.id, waitingOn: "firm" });
    expect(inbox.waitingOnFirm).toBeGreaterThanOrEqual(1);

    const colleague = await signedInVisitor(site, { role: "staff" });
    expect((await client.visitor.send("PATCH", `/api/projects/${projectId}/messages/${thread.id}`, { dueDate: "2027-01-01" })).statusCode).toBe(403);
    expect((await staff.send("PATCH", `/api/projects/${projectId}/messages/${thread.id}`, { assigneeId: client.id })).json().errors.assigneeId).toBe(
      "Choose someone from the firm's staff.",
    );
    const reassigned = await staff.send("PATCH", `/api/projects/${projectId}/messages/${thread.id}`, { assigneeId: colleague.user.id, dueDate: null });
    expect(reassigned.json().thread).toMatchObject({ assignee: { id: colleague.user.id }, dueDate: null });

    site.mails.length = 0;
    await client.visitor.post(`/api/projects/${projectId}/messages`, { threadId: thread.id, body: "Also: the plinth is 150 mm." });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([colleague.user.email]);

    const closed = await client.visitor.post(`/api/projects/${projectId}/messages/${thread.id}/close`);
    expect(closed.json().thread.status).toBe("closed");
    expect((await staff.get("/api/admin/inbox")).json().items.find((i: { id: string }) => i.id === thread.id).waitingOn).toBeNull();
    expect((await client.visitor.post(`/api/projects/${projectId}/messages/not-a-thread/close`)).statusCode).toBe(404);
  });

  it("keeps a conversation in the order it was written, even when the clock says otherwise", async () => {
    const companyId = await make.company("Crane Marine");
    const projectId = await make.project(companyId);
    const client = await make.client(companyId);
    // The first post came from an instance whose clock runs a second ahead of this one.
    const ahead = new Date(Date.now() + 1000).toISOString();
    const thread = (await staff.post(`/api/projects/${projectId}/messages`, { subject: "Quay wall levels", body: "Which datum?" })).json().thread;
    await site.db.updateTable("project_posts").set({ created_at: ahead }).where("thread_id", "=", thread.id).execute();
    const replied = (await client.visitor.post(`/api/projects/${projectId}/messages`, { threadId: thread.id, body: "Chart datum." })).json().thread;
    expect(replied.posts.map((p: { body: string }) => p.body)).toEqual(["Which datum?", "Chart datum."]);

    const ticket = (await client.visitor.post("/api/tickets", { subject: "Access for our surveyor", body: "Can Ana join?" })).json().ticket;
    await site.db.updateTable("support_ticket_posts").set({ created_at: ahead }).where("ticket_id", "=", ticket.id).execute();
    await staff.post(`/api/tickets/${ticket.id}/replies`, { body: "Invite her from Company." });
    const read = (await client.visitor.get(`/api/tickets/${ticket.id}`)).json().ticket;
    expect(read.posts.map((p: { body: string }) => p.body)).toEqual(["Can Ana join?", "Invite her from Company."]);
    expect(Date.parse(read.posts[1].createdAt)).toBeGreaterThan(Date.parse(ahead));
  });

  it("keeps each person's mail preferences to themselves, with defaults on and a zone that must exist", async () => {
    const person = await signedInVisitor(site);
    const fresh = (await person.visitor.get("/api/account/mail-preferences")).json();
    expect(fresh).toEqual({
      success: true,
      preferences: { newMessage: true, deliverableIssued: true, milestoneDone: true, weeklyDigest: true, leadDigest: true },
      timeZone: null,
    });
    expect((await person.visitor.send("PUT", "/api/account/mail-preferences", { timeZone: "Atlantis/Capital" })).statusCode).toBe(400);
    const changed = await person.visitor.send("PUT", "/api/account/mail-preferences", { weeklyDigest: false, timeZone: "Asia/Kolkata" });
    expect(changed.json()).toMatchObject({ preferences: { weeklyDigest: false, newMessage: true }, timeZone: "Asia/Kolkata" });
    expect((await person.visitor.send("PUT", "/api/account/mail-preferences", { newMessage: false })).json()).toMatchObject({
      preferences: { weeklyDigest: false, newMessage: false },
      timeZone: "Asia/Kolkata",
    });
    expect((await (await signedInVisitor(site)).visitor.get("/api/account/mail-preferences")).json().preferences.weeklyDigest).toBe(true);
  });
});
