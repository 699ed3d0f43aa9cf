import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser, signedInVisitor } from "./support/factories";

const STRONG = "Basalt-Heron-4417";
const company = (name: string) => ({
  name,
  country: "United Kingdom",
  timeZone: "Europe/London",
  billingName: "Accounts Payable",
  billingEmail: "ap@example.com",
});
const linkIn = (text: string) =>
  new URL(text.match(/http:\/\/site\.test\/auth\/invitation\?token=[^\s)\]]+/)?.[0] ?? "http://none/").searchParams.get("token") ?? "";

describe.each(dialects)("the client portal on %s", (dialect) => {
  let site: TestSite;
  let staff: Visitor;
  let coordinatorId: string;
  let serial = 0;

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    coordinatorId = signedIn.user.id;
  });
  afterAll(() => site.close());

  const newCompany = async (name: string) => {
    const created = await staff.post("/api/admin/companies", company(name));
    expect(created.statusCode, created.body).toBe(200);
    return created.json().company.id as string;
  };
  const newProject = async (companyId: string, extra: Record<string, unknown> = {}) => {
    serial += 1;
    const created = await staff.post("/api/admin/projects", {
      companyId,
      code: `PRJ-${dialect.slice(0, 2).toUpperCase()}-${serial}`,
      name: `Hospital wing ${serial}`,
      sector: "Healthcare",
      services: ["scan-to-bim", "mep-design"],
      startDate: "2026-11-02",
      dueDate: "2027-03-31",
      coordinatorId,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().project.id as string;
  };
  /** Invites an address to a company, accepts with a password and signs in with the email, as the client would. */
  const invitedClient = async (companyId: string, role: "member" | "admin" = "member") => {
    serial += 1;
    const email = `client.${dialect}.${serial}@client.example`;
    site.mails.length = 0;
    const invited = await staff.post(`/api/admin/companies/${companyId}/invitations`, { email, fullName: `Client Person ${serial}`, role });
    expect(invited.statusCode, invited.body).toBe(200);
    await site.drain();
    const mail = site.mails.find((m) => m.to === email);
    const token = linkIn(mail?.text ?? "");
    const visitor = new Visitor(site.app, `198.18.7.${serial % 250}`);
    expect((await visitor.post("/api/invitations/accept", { token, password: STRONG })).statusCode).toBe(200);
    const login = await visitor.post("/api/login", { username: email, password: STRONG });
    expect(login.statusCode, login.body).toBe(200);
    return { visitor, email };
  };

  it("invites a person by email: a 7-day link, an account that signs in with its email, once", async () => {
    const companyId = await newCompany("Northgate Health Estates");
    site.mails.length = 0;
    const invited = await staff.post(`/api/admin/companies/${companyId}/invitations`, { email: "Priya.Nair@Northgate.example", fullName: "Priya Nair" });
    expect(invited.json()).toEqual({ success: true, message: "Invitation sent to priya.nair@northgate.example." });
    await site.drain();
    const mail = site.mails.find((m) => m.to === "priya.nair@northgate.example");
    expect(mail?.subject).toContain("Northgate Health Estates");
    expect(mail?.text).toContain("within 7 days");
    const token = linkIn(mail?.text ?? "");
    const stored = await site.db
      .selectFrom("company_invitations")
      .select(["expires_at", "created_at"])
      .where("email", "=", "priya.nair@northgate.example")
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(7 * 24 * 60 * 60 * 1000);

    const visitor = new Visitor(site.app, "198.18.1.1");
    const lookup = await visitor.post("/api/invitations/lookup", { token });
    expect(lookup.json()).toMatchObject({
      email: "priya.nair@northgate.example",
      fullName: "Priya Nair",
      company: "Northgate Health Estates",
      existingAccount: false,
    });
    const weak = await visitor.post("/api/invitations/accept", { token, password: "password123" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeTruthy();
    const accepted = await visitor.post("/api/invitations/accept", { token, password: STRONG });
    expect(accepted.json()).toEqual({ success: true, message: "Welcome aboard. You can now sign in with your email address." });
    expect((await visitor.post("/api/invitations/accept", { token, password: STRONG })).statusCode).toBe(400);
    expect((await visitor.post("/api/invitations/lookup", { token })).json().message).toBe(
      "This invitation is invalid or has expired. Ask your project manager for a new one.",
    );

    const login = await visitor.post("/api/login", { username: "PRIYA.NAIR@northgate.example", password: STRONG });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ email: "priya.nair@northgate.example", fullName: "Priya Nair", role: "user" });
    const account = await site.db
      .selectFrom("users")
      .select(["email_verified_at", "id"])
      .where("email", "=", "priya.nair@northgate.example")
      .executeTakeFirstOrThrow();
    expect(account.email_verified_at).not.toBeNull();
    const member = await site.db.selectFrom("company_members").selectAll().where("user_id", "=", account.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ company_id: companyId, role: "member" });
  });

  it("refuses an expired invitation, and links an existing verified account without touching its password", async () => {
    const companyId = await newCompany("Harbour Rail Partners");
    site.mails.length = 0;
    await staff.post(`/api/admin/companies/${companyId}/invitations`, { email: "late@harbour.example", fullName: "Late Person" });
    await site.drain();
    const late = linkIn(site.mails.find((m) => m.to === "late@harbour.example")?.text ?? "");
    await site.db
      .updateTable("company_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@harbour.example")
      .execute();
    expect((await new Visitor(site.app).post("/api/invitations/accept", { token: late, password: STRONG })).statusCode).toBe(400);

    const existing = await makeUser(site);
    await site.db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", existing.id).execute();
    site.mails.length = 0;
    await staff.post(`/api/admin/companies/${companyId}/invitations`, { email: existing.email, fullName: "Existing Person" });
    await site.drain();
    const token = linkIn(site.mails.find((m) => m.to === existing.email)?.text ?? "");
    const visitor = new Visitor(site.app, "198.18.1.2");
    expect((await visitor.post("/api/invitations/lookup", { token })).json().existingAccount).toBe(true);
    const linked = await visitor.post("/api/invitations/accept", { token, password: STRONG });
    expect(linked.json().message).toBe("Your existing account is now linked to Harbour Rail Partners. Sign in with your usual password.");
    expect((await visitor.post("/api/login", { username: existing.email, password: STRONG })).statusCode).toBe(401);
    expect((await visitor.post("/api/login", { username: existing.email, password: existing.password })).statusCode).toBe(200);

    const other = await newCompany("Other Client Ltd");
    site.mails.length = 0;
    await staff.post(`/api/admin/companies/${other}/invitations`, { email: existing.email, fullName: "Existing Person" });
    await site.drain();
    const again = await new Visitor(site.app).post("/api/invitations/accept", { token: linkIn(site.mails.find((m) => m.to === existing.email)?.text ?? "") });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This person already belongs to a company.");
  });

  it("validates companies and projects: zone, code, dates, coordinator, duplicate code", async () => {
    const badZone = await staff.post("/api/admin/companies", { ...company("Zone Test"), timeZone: "Mars/Olympus" });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors.timeZone).toBe("Choose a time zone such as Europe/London.");
    const companyId = await newCompany("Validation Builders");
    const base = {
      companyId,
      code: "VAL-01",
      name: "Depot",
      sector: "Industrial",
      services: ["rebar-detailing"],
      startDate: "2026-12-01",
      dueDate: "2027-01-31",
      coordinatorId,
    };
    expect((await staff.post("/api/admin/projects", { ...base, code: "val 01" })).json().errors.code).toContain("capital letters");
    expect((await staff.post("/api/admin/projects", { ...base, dueDate: "2026-11-30" })).json().errors.dueDate).toBe(
      "The due date cannot be before the start date.",
    );
    expect((await staff.post("/api/admin/projects", { ...base, services: ["astrology"] })).statusCode).toBe(400);
    const client = await makeUser(site);
    const notStaff = await staff.post("/api/admin/projects", { ...base, coordinatorId: client.id });
    expect(notStaff.json().errors.coordinatorId).toBe("Choose a coordinator from the firm's staff.");
    expect((await staff.post("/api/admin/projects", { ...base, companyId: "no-such-company" })).json().errors.companyId).toBe("Choose a company that exists.");
    expect((await staff.post("/api/admin/projects", base)).statusCode).toBe(200);
    const twice = await staff.post("/api/admin/projects", base);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.code).toBe("A project with this code already exists.");
  });

  it("shows each person only their own company's projects: another company's are 404, the console is 403", async () => {
    const a = await newCompany("Alpha Estates");
    const b = await newCompany("Beta Infrastructure");
    const projectA = await newProject(a);
    const projectB = await newProject(b);
    const clientA = await invitedClient(a);
    const clientB = await invitedClient(b);
    const anonymous = new Visitor(site.app, "198.18.9.9");

    expect((await clientA.visitor.get("/api/projects")).json().projects.map((p: { id: string }) => p.id)).toEqual([projectA]);
    expect((await clientB.visitor.get("/api/projects")).json().projects.map((p: { id: string }) => p.id)).toEqual([projectB]);
    const staffSees = (await staff.get("/api/projects")).json().projects.map((p: { id: string }) => p.id);
    expect(staffSees).toEqual(expect.arrayContaining([projectA, projectB]));

    for (const path of [`/api/projects/${projectB}`, `/api/projects/${projectB}/messages`]) {
      const answer = await clientA.visitor.get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().message).toBe("Project not found.");
      expect((await clientA.visitor.get(path.replace(projectB, "no-such-project"))).statusCode).toBe(404);
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await staff.get(path)).statusCode).toBe(200);
    }
    expect((await clientA.visitor.post(`/api/projects/${projectB}/messages`, { subject: "Peek", body: "Hello" })).statusCode).toBe(404);
    expect((await clientA.visitor.get(`/api/projects/${projectA}`)).statusCode).toBe(200);
    for (const [method, path] of [
      ["GET", "/api/admin/companies"],
      ["GET", "/api/admin/projects"],
      ["POST", "/api/admin/projects"],
      ["PATCH", `/api/admin/projects/${projectA}`],
      ["POST", `/api/admin/companies/${a}/invitations`],
    ] as const) {
      const answer = method === "GET" ? await clientA.visitor.get(path) : await clientA.visitor.send(method, path, {});
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
    }
  });

  it("counts percent complete from milestones and the dashboard from real rows, never samples", async () => {
    const nobody = await signedInVisitor(site);
    const empty = (await nobody.visitor.get("/api/dashboard")).json();
    expect(empty).toEqual({
      success: true,
      company: null,
      activeProjects: 0,
      savedCost: null,
      openThreads: 0,
      recentProjects: [],
      upcomingMilestones: [],
      upcomingDeliverables: [],
      openTickets: 0,
      awaitingClient: 0,
    });
    expect((await nobody.visitor.get("/api/projects")).json().projects).toEqual([]);

    const companyId = await newCompany("Gamma Precast");
    const client = await invitedClient(companyId);
    const projectId = await newProject(companyId);
    await newProject(companyId, { status: "on_hold", savedCost: 12500 });
    let dashboard = (await client.visitor.get("/api/dashboard")).json();
    expect(dashboard).toMatchObject({ company: { id: companyId, name: "Gamma Precast" }, activeProjects: 1, savedCost: 12500, openThreads: 0 });
    expect(dashboard.recentProjects.find((p: { id: string }) => p.id === projectId).percentComplete).toBeNull();

    let project: { milestones: Array<{ id: string }>; percentComplete: number | null } | undefined;
    for (const [name, dueDate] of [
      ["Survey registered", "2026-12-04"],
      ["LOD 300 model", "2027-01-15"],
      ["Clash-free coordination", "2027-02-12"],
      ["As-built issue", "2027-03-26"],
    ]) {
      project = (await staff.post(`/api/admin/projects/${projectId}/milestones`, { name, dueDate })).json().project;
    }
    const first = project?.milestones[0]?.id;
    const done = await staff.send("PATCH", `/api/admin/projects/${projectId}/milestones/${first}`, { completed: true });
    expect(done.json().project.percentComplete).toBe(25);
    expect((await staff.send("PATCH", `/api/admin/projects/no-such/milestones/${first}`, { completed: true })).statusCode).toBe(404);
    expect((await staff.post(`/api/admin/projects/${projectId}`, { percentComplete: 90 })).statusCode).toBe(404);

    dashboard = (await client.visitor.get("/api/dashboard")).json();
    expect(dashboard.recentProjects[0]).toMatchObject({ id: projectId, percentComplete: 25 });
    expect(dashboard.upcomingMilestones.map((m: { name: string }) => m.name)).toEqual(["LOD 300 model", "Clash-free coordination", "As-built issue"]);
    await staff.send("PATCH", `/api/admin/projects/${projectId}`, { savedCost: 30000 });
    expect((await client.visitor.get("/api/dashboard")).json().savedCost).toBe(42500);
  });

  it("carries a conversation both ways: each post mails the other side and the open count follows", async () => {
    const companyId = await newCompany("Delta Towers");
    const projectId = await newProject(companyId);
    const client = await invitedClient(companyId);
    const colleague = await invitedClient(companyId);
    const coordinator = await site.db.selectFrom("users").select("email").where("id", "=", coordinatorId).executeTakeFirstOrThrow();

    site.mails.length = 0;
    const asked = await client.visitor.post(`/api/projects/${projectId}/messages`, {
      subject: "Level 3 riser clearances",
      body: "Can the riser on grid C4 drop 150 mm?",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().thread).toMatchObject({ subject: "Level 3 riser clearances", status: "open" });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([coordinator.email]);
    expect(site.mails[0]?.text).toContain("Can the riser on grid C4 drop 150 mm?");
    expect(site.mails[0]?.text).toContain(`http://site.test/projects/${projectId}?thread=`);
    expect((await client.visitor.get("/api/dashboard")).json().openThreads).toBe(1);
    expect((await client.visitor.post(`/api/projects/${projectId}/messages`, { body: "No subject" })).statusCode).toBe(400);

    site.mails.length = 0;
    const threadId = asked.json().thread.id;
    const answered = await staff.post(`/api/projects/${projectId}/messages`, { threadId, body: "Yes: the revised section is in the next issue." });
    expect(answered.json().thread.status).toBe("answered");
    expect(answered.json().thread.posts.map((p: { fromFirm: boolean }) => p.fromFirm)).toEqual([false, true]);
    await site.drain();
    expect(site.mails.map((m) => m.to).sort()).toEqual([client.email, colleague.email].sort());
    expect((await client.visitor.get("/api/dashboard")).json().openThreads).toBe(0);

    const otherProject = await newProject(await newCompany("Epsilon Works"));
    expect((await staff.post(`/api/projects/${otherProject}/messages`, { threadId, body: "Wrong project" })).statusCode).toBe(404);
    const threads = (await colleague.visitor.get(`/api/projects/${projectId}/messages`)).json().threads;
    expect(threads[0].posts.map((p: { body: string }) => p.body)).toEqual([
      "Can the riser on grid C4 drop 150 mm?",
      "Yes: the revised section is in the next issue.",
    ]);
  });

  it("lets a company's portal admin invite colleagues to their own company only", async () => {
    const companyId = await newCompany("Zeta Civil");
    const admin = await invitedClient(companyId, "admin");
    const member = await invitedClient(companyId);
    site.mails.length = 0;
    const invited = await admin.visitor.post("/api/company/invitations", { email: "new.hire@zeta.example", fullName: "New Hire", role: "admin" });
    expect(invited.statusCode, invited.body).toBe(200);
    const stored = await site.db
      .selectFrom("company_invitations")
      .select(["company_id", "role"])
      .where("email", "=", "new.hire@zeta.example")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ company_id: companyId, role: "member" });
    const refused = await member.visitor.post("/api/company/invitations", { email: "x@zeta.example", fullName: "Someone Else" });
    expect(refused.statusCode).toBe(403);
  });
});
