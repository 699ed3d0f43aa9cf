import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueue } from "../../server/platform/jobs";
import { localDayAndHour } from "../../server/platform/local-day";
import { defined } from "../support/defined";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { insertLead, signedInVisitor } from "./support/factories";
import { zonesAtHour } from "./support/time-zones";

const DAY = 86_400_000;
type Signed = Awaited<ReturnType<typeof signedInVisitor>>;

const consultation = (email: string, service = "structural-detailing") => ({
  fullName: "Greta Fischer",
  email,
  service,
  message: "Steel connection detailing for a warehouse extension in Munich, 40 connections.",
  privacy: true,
  attribution: { utmSource: "LinkedIn", utmCampaign: "spring-rebar", utmMedium: "paid", utmTerm: "rebar detailing", utmContent: "carousel" },
});

describe.each(dialects)("the sales pipeline on %s", (dialect) => {
  let site: TestSite;
  let admin: Signed;
  let staff: Signed;
  let colleague: Signed;
  let client: Signed;
  const visitor = () => new Visitor(site.app, `203.0.113.${Math.floor(Math.random() * 200) + 20}`);
  const leadIdOf = async (email: string) =>
    defined(
      (await site.db.selectFrom("leads").select("id").where("email", "=", email).orderBy("created_at", "desc").executeTakeFirst())?.id,
      `a lead from ${email}`,
    );

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", TIME_ZONE: "Europe/Berlin" });
    admin = await signedInVisitor(site, { role: "admin" });
    staff = await signedInVisitor(site, { role: "staff" });
    colleague = await signedInVisitor(site, { role: "staff" });
    client = await signedInVisitor(site, { role: "user" });
  });
  afterAll(() => site.close());

  it("lets only admins set the assignment rules, then gives new leads their owner and mails the owner, not the shared inboxes", async () => {
    const rules = {
      assignment: { byService: [{ service: "rebar-detailing", ownerId: colleague.user.id }], rotation: [staff.user.id, admin.user.id] },
      templates: [],
    };
    expect((await staff.visitor.put("/api/admin/settings/pipeline", rules)).statusCode).toBe(403);
    expect((await client.visitor.put("/api/admin/settings/pipeline", rules)).statusCode).toBe(403);
    const stranger = await admin.visitor.put("/api/admin/settings/pipeline", { ...rules, assignment: { ...rules.assignment, rotation: [client.user.id] } });
    expect(stranger.statusCode).toBe(400);
    expect((await admin.visitor.put("/api/admin/settings/lead-inboxes", { inboxes: ["sales@stratumbim.com"] })).statusCode).toBe(200);
    expect((await admin.visitor.put("/api/admin/settings/pipeline", rules)).statusCode).toBe(200);

    site.mails.length = 0;
    for (const [email, service] of [
      ["a@rotation.example", "structural-detailing"],
      ["b@rotation.example", "mep-design"],
      ["c@rotation.example", "rebar-detailing"],
      ["d@rotation.example", "scan-to-bim"],
    ] as const) {
      expect((await visitor().post("/api/contact", consultation(email, service))).statusCode).toBe(200);
    }
    await site.drain();
    const owners = await site.db.selectFrom("leads").select(["email", "owner_id"]).where("email", "like", "%@rotation.example").orderBy("email").execute();
    // The rotation takes turns; a service with its own rule goes to its person and takes no turn.
    expect(owners.map((o) => o.owner_id)).toEqual([staff.user.id, admin.user.id, colleague.user.id, staff.user.id]);
    const notified = site.mails.filter((m) => String(m.subject).startsWith("New consultation request")).map((m) => m.to);
    expect(notified).toEqual([staff.user.email, admin.user.email, colleague.user.email, staff.user.email]);
    expect(notified).not.toContain("sales@stratumbim.com");

    const timeline = (await staff.visitor.get(`/api/admin/leads/${await leadIdOf("a@rotation.example")}/timeline`)).json();
    expect(timeline.entries.map((e: { kind: string }) => e.kind)).toEqual(["status", "assignment"]);
    expect(timeline.entries[1].body).toContain("by the assignment rules");
  });

  it("lets staff work any lead: owner, stage, value, expected close and next action, with a reason to win or lose", async () => {
    const id = await insertLead(site.db, { email: "work@hafen.example", fullName: "Jonas Hafen" });
    const patch = (who: Signed, body: object) => who.visitor.send("PATCH", `/api/admin/leads/${id}`, body);
    expect((await patch(client, { stage: "qualified" })).statusCode).toBe(403);
    expect((await patch(staff, { owner: client.user.id })).statusCode).toBe(400);
    expect((await patch(staff, { stage: "lost" })).json().errors).toHaveProperty("reason");
    const saved = await patch(staff, {
      owner: colleague.user.id,
      stage: "proposal",
      value: 48_000,
      expectedClose: "2027-01-15",
      nextAction: "Send revised fee proposal",
      nextActionDate: "2026-12-03",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lead = (await staff.visitor.get(`/api/admin/leads/${id}`)).json().data.lead;
    expect(lead).toMatchObject({
      status: "proposal",
      value: 48_000,
      expectedClose: "2027-01-15",
      nextAction: "Send revised fee proposal",
      nextActionDate: "2026-12-03",
      owner: { id: colleague.user.id },
    });
    expect((await patch(colleague, { stage: "lost", reason: "Went with a local detailer on price" })).statusCode).toBe(200);
    const detail = (await staff.visitor.get(`/api/admin/leads/${id}`)).json().data;
    expect(detail.lead.stageReason).toBe("Went with a local detailer on price");
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: "proposal", toStatus: "lost", note: "Went with a local detailer on price" });
    // The older status route keeps the same rule.
    expect((await staff.visitor.put(`/api/admin/leads/${id}/status`, { status: "won" })).statusCode).toBe(400);
    expect((await patch(staff, { value: 10 })).statusCode).toBe(200);
    expect((await staff.visitor.send("PATCH", "/api/admin/leads/00000000-0000-4000-8000-000000000000", { value: 1 })).statusCode).toBe(404);
  });

  it("sends a reply from the firm's address with Reply-To the sender, and shows it with its delivery on the timeline", async () => {
    const id = await insertLead(site.db, { email: "reply@lund.example", fullName: "Eva Lund", createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() });
    await site.drain();
    site.mails.length = 0;
    const sent = await staff.visitor.post(`/api/admin/leads/${id}/replies`, {
      subject: "Your rebar detailing request",
      body: "Hello Eva,\n\nThanks for the drawings.",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const queued = (await staff.visitor.get(`/api/admin/leads/${id}/timeline`)).json().entries;
    expect(queued.find((e: { kind: string }) => e.kind === "reply")).toMatchObject({
      author: staff.user.username,
      subject: "Your rebar detailing request",
      mail: { state: "queued" },
    });
    await site.drain();
    expect(site.mails).toHaveLength(1);
    expect(site.mails[0]).toMatchObject({ to: "reply@lund.example", replyTo: staff.user.email, subject: "Your rebar detailing request" });
    expect(site.mails[0]?.text).toContain("Thanks for the drawings.");
    const entries = (await staff.visitor.get(`/api/admin/leads/${id}/timeline`)).json().entries;
    expect(entries.find((e: { kind: string }) => e.kind === "reply").mail).toEqual({ state: "sent", error: null });
    // A new lead answered is contacted, and the first reply is kept for the 24-hour promise.
    const lead = (await staff.visitor.get(`/api/admin/leads/${id}`)).json().data.lead;
    expect(lead.status).toBe("contacted");
    const row = await site.db.selectFrom("leads").select("first_reply_seconds").where("id", "=", id).executeTakeFirstOrThrow();
    expect(Number(row.first_reply_seconds)).toBeGreaterThanOrEqual(3 * 3600);
    expect(Number(row.first_reply_seconds)).toBeLessThan(4 * 3600);
  });

  it("keeps notes, calls, meetings and proposals on the timeline with author and time", async () => {
    const id = await insertLead(site.db, { email: "notes@berg.example" });
    for (const kind of ["note", "call", "meeting", "proposal"]) {
      expect((await colleague.visitor.post(`/api/admin/leads/${id}/notes`, { kind, body: `${kind} about the clash report` })).statusCode).toBe(200);
    }
    expect((await colleague.visitor.post(`/api/admin/leads/${id}/notes`, { kind: "won", body: "x" })).statusCode).toBe(400);
    const entries = (await staff.visitor.get(`/api/admin/leads/${id}/timeline`)).json().entries;
    expect(entries.filter((e: { kind: string }) => e.kind !== "status").map((e: { kind: string; author: string }) => [e.kind, e.author])).toEqual(
      ["note", "call", "meeting", "proposal"].map((k) => [k, colleague.user.username]),
    );
  });

  it("puts an entry after the one logged before it, even when the clock says the same moment or earlier", async () => {
    const id = await insertLead(site.db, { email: "order@berg.example" });
    // Another instance's clock, a second ahead, logged the call just before this one logs the note.
    const ahead = new Date(Date.now() + 1000).toISOString();
    await site.db
      .insertInto("lead_activities")
      .values({
        id: "00000000-call-ahead",
        lead_id: id,
        kind: "call",
        author_id: null,
        author_name: "Jonas",
        subject: null,
        body: "Call first",
        mail_job_id: null,
        created_at: ahead,
      })
      .execute();
    expect((await colleague.visitor.post(`/api/admin/leads/${id}/notes`, { kind: "note", body: "Note second" })).statusCode).toBe(200);
    const entries = (await staff.visitor.get(`/api/admin/leads/${id}/timeline`)).json().entries;
    expect(entries.map((e: { body: string }) => e.body)).toEqual(["Call first", "Note second"]);
    expect(Date.parse(entries[1].at)).toBeGreaterThan(Date.parse(ahead));
  });

  it("turns a won lead into a client: the company, a project with its service, and an invitation to the contact", async () => {
    const id = await insertLead(site.db, { email: "Won@Kraft.example", fullName: "Lena Kraft" });
    const body = {
      reason: "Best schedule for the precast package",
      company: { name: "Kraft Bau GmbH", country: "Germany", timeZone: "Europe/Berlin" },
      project: {
        code: `KRA-${dialect.slice(0, 2).toUpperCase()}-1`,
        name: "Kraft logistics hall",
        sector: "Industrial",
        service: "precast-detailing",
        startDate: "2026-12-01",
        dueDate: "2027-03-31",
      },
    };
    expect((await client.visitor.post(`/api/admin/leads/${id}/won`, body)).statusCode).toBe(403);
    expect((await staff.visitor.post(`/api/admin/leads/${id}/won`, { ...body, reason: "" })).statusCode).toBe(400);
    site.mails.length = 0;
    await site.drain();
    site.mails.length = 0;
    const won = await staff.visitor.post(`/api/admin/leads/${id}/won`, body);
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().message).toContain("invited to the portal");
    const lead = (await staff.visitor.get(`/api/admin/leads/${id}`)).json().data.lead;
    expect(lead).toMatchObject({ status: "won", stageReason: body.reason });
    const companies = (await staff.visitor.get("/api/admin/companies")).json().companies;
    const company = companies.find((c: { name: string }) => c.name === "Kraft Bau GmbH");
    expect(company).toMatchObject({ id: lead.clientCompanyId, billingEmail: "won@kraft.example", projects: 1 });
    const project = (await staff.visitor.get(`/api/projects/${lead.clientProjectId}`)).json();
    expect(JSON.stringify(project)).toContain("precast-detailing");
    const invitation = await site.db.selectFrom("company_invitations").selectAll().where("company_id", "=", company.id).executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ email: "won@kraft.example", full_name: "Lena Kraft" });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toContain("won@kraft.example");
    // Won once: a second time would make a second project.
    expect((await staff.visitor.post(`/api/admin/leads/${id}/won`, body)).statusCode).toBe(409);
    // An existing company is picked, not duplicated.
    const second = await insertLead(site.db, { email: "ops@kraft.example", fullName: "Tom Kraft" });
    const picked = await staff.visitor.post(`/api/admin/leads/${second}/won`, {
      ...body,
      company: undefined,
      companyId: company.id,
      invite: false,
      project: { ...body.project, code: `KRA-${dialect.slice(0, 2).toUpperCase()}-2` },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const again = (await staff.visitor.get("/api/admin/companies")).json().companies.filter((c: { name: string }) => c.name === "Kraft Bau GmbH");
    expect(again).toHaveLength(1);
    expect(again[0].projects).toBe(2);
  });

  it("shows leads from one address together and merges them, keeping both histories", async () => {
    const older = await insertLead(site.db, {
      email: "twice@oak.example",
      fullName: "Ola Oak",
      message: "First request about clash detection.",
      createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
    });
    const newer = await insertLead(site.db, { email: "TWICE@oak.example", fullName: "Ola Oak", message: "Second request, now with a phone number." });
    await site.db.updateTable("leads").set({ phone: "+44 20 7946 0000" }).where("id", "=", older).execute();
    const other = await insertLead(site.db, { email: "else@oak.example" });
    const listed = (await staff.visitor.get("/api/admin/leads?search=twice%40oak")).json().data.leads;
    expect(listed.map((l: { sameEmail: number }) => l.sameEmail)).toEqual([1, 1]);
    const timeline = (await staff.visitor.get(`/api/admin/leads/${newer}/timeline`)).json();
    expect(timeline.sameEmail.map((l: { id: string }) => l.id)).toEqual([older]);
    expect((await staff.visitor.post(`/api/admin/leads/${newer}/merge`, { duplicateId: other })).statusCode).toBe(400);
    expect((await staff.visitor.post(`/api/admin/leads/${newer}/merge`, { duplicateId: newer })).statusCode).toBe(400);
    await staff.visitor.post(`/api/admin/leads/${older}/notes`, { kind: "call", body: "Called about the first request" });
    expect((await staff.visitor.post(`/api/admin/leads/${newer}/merge`, { duplicateId: older })).statusCode).toBe(200);
    expect((await staff.visitor.get(`/api/admin/leads/${older}`)).statusCode).toBe(404);
    const kept = (await staff.visitor.get(`/api/admin/leads/${newer}`)).json().data.lead;
    expect(kept.phone).toBe("+44 20 7946 0000");
    const entries = (await staff.visitor.get(`/api/admin/leads/${newer}/timeline`)).json().entries;
    expect(entries.map((e: { kind: string }) => e.kind)).toEqual(["call", "merge"]);
    expect(entries.at(-1).body).toContain("First request about clash detection.");
  });

  it("erases a person by email from leads, subscribers and portal invitations at once, leaving the counts", async () => {
    const email = "erase.me@delete.example";
    const lead = await insertLead(site.db, { email, fullName: "Erin Eraseme", status: "qualified" });
    await admin.visitor.post(`/api/admin/leads/${lead}/notes`, { body: "Erin prefers calls after 3 pm" });
    expect((await visitor().post("/api/newsletter", { email })).statusCode).toBe(200);
    const companyId = (
      await staff.visitor.post("/api/admin/companies", {
        name: "Erase Co",
        country: "Norway",
        timeZone: "Europe/Oslo",
        billingName: "AP",
        billingEmail: "ap@erase.example",
      })
    ).json().company.id;
    expect((await staff.visitor.post(`/api/admin/companies/${companyId}/invitations`, { email, fullName: "Erin Eraseme" })).statusCode).toBe(200);
    const before = (await staff.visitor.get("/api/admin/reports/funnel")).json();

    expect((await staff.visitor.post("/api/admin/privacy/erase", { email })).statusCode).toBe(403);
    const erased = await admin.visitor.post("/api/admin/privacy/erase", { email: "Erase.Me@delete.example" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased).toEqual({ leads: 1, subscribers: 1, invitations: 1 });

    const row = await site.db.selectFrom("leads").selectAll().where("id", "=", lead).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "", full_name: "Erased on request", message: "", status: "qualified" });
    expect(JSON.stringify((await staff.visitor.get(`/api/admin/leads/${lead}/timeline`)).json())).not.toContain("3 pm");
    expect(await site.db.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).execute()).toHaveLength(0);
    expect(await site.db.selectFrom("company_invitations").select("id").where("email", "=", email).execute()).toHaveLength(0);
    const after = (await staff.visitor.get("/api/admin/reports/funnel")).json();
    expect({ leads: after.leads, qualified: after.qualified }).toEqual({ leads: before.leads, qualified: before.qualified });
  });

  it("keeps saved filters per person, and filters the list by owner, source, campaign and service", async () => {
    const saved = await staff.visitor.post("/api/admin/pipeline/saved-filters", { name: "My LinkedIn leads", filter: { owner: "me", source: "linkedin" } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [filter] = saved.json().filters;
    expect((await staff.visitor.post("/api/admin/pipeline/saved-filters", { name: "My LinkedIn leads", filter: {} })).statusCode).toBe(409);
    expect((await colleague.visitor.get("/api/admin/pipeline/saved-filters")).json().filters).toEqual([]);
    expect((await colleague.visitor.send("DELETE", `/api/admin/pipeline/saved-filters/${filter.id}`)).statusCode).toBe(404);

    const mine = (await staff.visitor.get("/api/admin/leads?owner=me&source=linkedin&pageSize=100")).json().data.leads;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l: { owner: { id: string }; source: string }) => l.owner.id === staff.user.id && l.source === "linkedin")).toBe(true);
    const campaign = (await staff.visitor.get("/api/admin/leads?campaign=spring-rebar&service=rebar-detailing")).json().data.leads;
    expect(campaign.map((l: { email: string }) => l.email)).toEqual(["c@rotation.example"]);
    const nobody = (await staff.visitor.get("/api/admin/leads?owner=none&pageSize=100")).json().data.leads;
    expect(nobody.every((l: { owner: unknown }) => l.owner === null)).toBe(true);
    expect((await staff.visitor.send("DELETE", `/api/admin/pipeline/saved-filters/${filter.id}`)).json().filters).toEqual([]);
  });

  it("exports the list's columns, the notes and every UTM field, with local times", async () => {
    const id = await leadIdOf("a@rotation.example");
    await staff.visitor.post(`/api/admin/leads/${id}/notes`, { kind: "call", body: "Asked for the IFC model" });
    const csv = (await staff.visitor.get("/api/admin/leads/export.csv?source=linkedin")).body;
    const header = csv.split("\r\n")[0] ?? csv.split("\n")[0] ?? "";
    for (const column of [
      "Owner",
      "Source",
      "Campaign",
      "Stage",
      "Value (USD)",
      "Next action",
      "UTM source",
      "UTM medium",
      "UTM campaign",
      "UTM term",
      "UTM content",
    ])
      expect(header).toContain(column);
    expect(header).toContain("Notes (Europe/Berlin)");
    expect(csv).toContain(`by ${staff.user.username}: Asked for the IFC model`);
    expect(csv).toContain("rebar detailing");
    expect(csv).toContain("carousel");
  });

  it("shows the board with totals per column, and narrows it to one owner", async () => {
    const board = (await staff.visitor.get("/api/admin/pipeline/board")).json();
    expect(board.columns.map((c: { stage: string }) => c.stage)).toEqual(["new", "contacted", "qualified", "proposal", "won", "lost"]);
    const total = await site.db
      .selectFrom("leads")
      .select((eb) => eb.fn.sum<number>("value").as("v"))
      .where("status", "=", "lost")
      .executeTakeFirstOrThrow();
    expect(board.columns[5].value).toBe(Number(total.v ?? 0));
    const id = await insertLead(site.db, { email: "board@mine.example" });
    await staff.visitor.send("PATCH", `/api/admin/leads/${id}`, { owner: staff.user.id, stage: "proposal", value: 12_500 });
    const mine = (await staff.visitor.get("/api/admin/pipeline/board?owner=me")).json();
    const proposal = mine.columns.find((c: { stage: string }) => c.stage === "proposal");
    expect(proposal.cards.map((c: { id: string }) => c.id)).toContain(id);
    expect(
      mine.columns.flatMap((c: { cards: { owner: { id: string } }[] }) => c.cards).every((c: { owner: { id: string } }) => c.owner.id === staff.user.id),
    ).toBe(true);
    expect(proposal.value).toBe(12_500);
  });

  it("reports the funnel with the overview's conversion, the median first reply, and leads per month by source, campaign and service", async () => {
    const funnel = (await staff.visitor.get("/api/admin/reports/funnel")).json();
    const dashboard = (await staff.visitor.get("/api/admin/dashboard")).json().data;
    expect(funnel.conversion).toBe(dashboard.conversion.current);
    expect(funnel.won).toBeGreaterThan(0);
    expect(funnel.leads).toBe(
      Number(
        (
          await site.db
            .selectFrom("leads")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("status", "!=", "spam")
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(funnel.qualified).toBeGreaterThanOrEqual(funnel.won);
    expect(funnel.firstReply.replied).toBeGreaterThan(0);
    expect(funnel.firstReply.medianSeconds).not.toBeNull();
    expect(funnel.firstReply.withinPromise).toBe(funnel.firstReply.replied);

    const report = (await staff.visitor.get("/api/admin/reports/leads?months=3")).json();
    expect(report.months).toHaveLength(3);
    const linkedin = report.bySource.find((r: { key: string }) => r.key === "linkedin");
    expect(linkedin.counts.at(-1)).toBe(4);
    expect(report.byCampaign.find((r: { key: string }) => r.key === "spring-rebar").total).toBe(4);
    expect(report.byService.find((r: { key: string }) => r.key === "rebar-detailing").label).toBe("Rebar Detailing");
    // The daily counts follow every write: a lead marked spam leaves the report, and comes back when it is not.
    const id = await leadIdOf("d@rotation.example");
    const linkedinNow = async () =>
      (await staff.visitor.get("/api/admin/reports/leads?months=3")).json().bySource.find((r: { key: string }) => r.key === "linkedin")?.total ?? 0;
    await staff.visitor.put(`/api/admin/leads/${id}/status`, { status: "spam", note: "Robot" });
    expect(await linkedinNow()).toBe(3);
    await staff.visitor.put(`/api/admin/leads/${id}/status`, { status: "new" });
    expect(await linkedinNow()).toBe(4);
  });

  it("sends each owner one digest a day in their own time zone, honouring their choice, whichever run gets there", async () => {
    const morning = zonesAtHour(9, 22)[0] ?? "";
    const night = zonesAtHour(1, 6)[0] ?? "";
    const today = localDayAndHour(new Date(), morning).day;
    const owned = async (owner: Signed, fields: { nextActionDate?: string; untouched?: boolean }) => {
      const id = await insertLead(site.db, {
        email: `digest.${Math.random().toString(36).slice(2)}@dig.example`,
        createdAt: new Date(Date.now() - 2 * DAY).toISOString(),
      });
      await site.db
        .updateTable("leads")
        .set({
          owner_id: owner.user.id,
          next_action: "Call back",
          next_action_date: fields.nextActionDate ?? null,
          touched_at: fields.untouched ? null : new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
    };
    await site.db.deleteFrom("lead_digests").execute();
    await owned(staff, { nextActionDate: "2020-01-01" });
    await owned(staff, { nextActionDate: today });
    await owned(staff, { untouched: true });
    await owned(colleague, { nextActionDate: "2020-01-01" });
    await owned(admin, { nextActionDate: "2020-01-01" });
    expect((await staff.visitor.put("/api/admin/pipeline/digest", { enabled: true, timeZone: morning })).statusCode).toBe(200);
    expect((await colleague.visitor.put("/api/admin/pipeline/digest", { enabled: true, timeZone: night })).statusCode).toBe(200);
    expect((await admin.visitor.put("/api/admin/pipeline/digest", { enabled: false, timeZone: morning })).statusCode).toBe(200);
    expect((await admin.visitor.get("/api/admin/pipeline/digest")).json()).toMatchObject({ enabled: false, timeZone: morning });

    site.mails.length = 0;
    for (let run = 0; run < 3; run++) await enqueue(site.db, { kind: "leads.digest", payload: {}, dedupeKey: `test-digest-${run}` });
    await site.drain();
    const digests = site.mails.filter((m) => String(m.subject).startsWith("Your leads for"));
    expect(digests.map((m) => m.to)).toEqual([staff.user.email]);
    expect(digests[0]?.subject).toMatch(/1 overdue, 1 due today, 1 waiting past 24 hours/);
    expect(digests[0]?.text).toContain("Call back");
  });
});
