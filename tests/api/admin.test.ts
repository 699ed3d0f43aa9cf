import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, findById, setRole } from "../../server/accounts/users";
import { recordPageView } from "../../server/analytics/page-views";
import { loadConfig } from "../../server/platform/config";
import type { Role } from "../../contract/accounts";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { insertLead, makeUser, signedInVisitor } from "./support/factories";

let serial = 0;
/** A fresh username and email, unique within the run. */
const person = (label: string) => {
  const id = `${label}${++serial}${Date.now().toString(36)}`;
  return { username: id, email: `${id}@example.com`, password: "Copper-Kettle-Ridge-91" };
};
async function signedIn(site: TestSite, role: Role = "user") {
  const { visitor, user } = await signedInVisitor(site, { role });
  return { visitor, id: user.id, username: user.username, email: user.email, password: user.password };
}

type Caller = Visitor;
type Endpoint = { method: "GET" | "POST" | "PUT"; url: () => string; body?: () => Record<string, unknown>; admin: number };

const FORGED_HEADERS = { "x-role": "admin", "x-user-role": "admin", "x-admin": "true", "x-forwarded-user": "siteadmin" };
const FORGED_BODY = { role: "admin", isAdmin: true, user: { role: "admin" } };

async function call(site: TestSite, caller: Caller, endpoint: Endpoint, forged = false) {
  const url = endpoint.url() + (forged ? `${endpoint.url().includes("?") ? "&" : "?"}role=admin&admin=true` : "");
  if (endpoint.method === "GET") {
    return site.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9", headers: { cookie: caller.cookieHeader(), ...(forged && FORGED_HEADERS) } });
  }
  return caller.send(endpoint.method, url, { ...endpoint.body?.(), ...(forged && FORGED_BODY) }, forged ? FORGED_HEADERS : {});
}

/** CSV body without the byte-order mark, as lines (the values used here have no line breaks). */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split(/\r?\n/);

describe.each(dialects)("admin console API on %s", (dialect) => {
  let site: TestSite;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let targetId: string;
  let leadId: string;
  beforeAll(async () => {
    site = await startSite(dialect);
    admin = await signedIn(site, "admin");
    targetId = (await signedIn(site, "user")).id;
    leadId = await insertLead(site.db, { fullName: "Matrix Lead" });
  });
  afterAll(() => site.close());

  const endpoints: Endpoint[] = [
    { method: "GET", url: () => "/api/admin/dashboard", admin: 200 },
    { method: "GET", url: () => "/api/admin/users?page=1&pageSize=5&sort=username&order=asc", admin: 200 },
    { method: "GET", url: () => "/api/admin/users/export.csv", admin: 200 },
    { method: "POST", url: () => "/api/admin/users", body: () => ({ username: person("made").username, email: person("made").email }), admin: 200 },
    { method: "PUT", url: () => `/api/admin/users/${targetId}/role`, body: () => ({ role: "user" }), admin: 200 },
    { method: "PUT", url: () => `/api/admin/users/${targetId}/disabled`, body: () => ({ disabled: false }), admin: 200 },
    { method: "GET", url: () => "/api/admin/leads?status=new&from=2020-01-01&to=2099-12-31", admin: 200 },
    { method: "GET", url: () => "/api/admin/leads/export.csv", admin: 200 },
    { method: "GET", url: () => `/api/admin/leads/${leadId}`, admin: 200 },
    { method: "PUT", url: () => `/api/admin/leads/${leadId}/status`, body: () => ({ status: "new", note: "matrix" }), admin: 200 },
    { method: "GET", url: () => "/api/admin/subscribers", admin: 200 },
    { method: "GET", url: () => "/api/admin/subscribers/export.csv", admin: 200 },
    { method: "GET", url: () => "/api/admin/content", admin: 200 },
    { method: "GET", url: () => "/api/admin/settings", admin: 200 },
    { method: "PUT", url: () => "/api/admin/settings/lead-inboxes", body: () => ({ inboxes: [] }), admin: 200 },
    { method: "GET", url: () => "/api/admin/jobs/failed", admin: 200 },
    { method: "PUT", url: () => "/api/admin/settings/promo-banner", body: () => ({ enabled: false, text: "", link: "", delayMs: 1000 }), admin: 200 },
    { method: "GET", url: () => "/api/admin/traffic", admin: 200 },
    { method: "POST", url: () => `/api/admin/jobs/${randomUUID()}/retry`, admin: 404 },
  ];

  describe.each(endpoints.map((e) => [`${e.method} ${e.url().replace(/[0-9a-f-]{36}/, ":id")}`, e] as const))("%s", (_name, endpoint) => {
    it("answers 401 signed out, even with forged role headers, query and body", async () => {
      const anonymous = new Visitor(site.app, "203.0.113.50");
      for (const forged of [false, true]) {
        const response = await call(site, anonymous, endpoint, forged);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: "unauthorized" });
      }
    });

    it("answers 403 to a signed-in user, even with forged role headers, query and body", async () => {
      const { visitor } = await signedIn(site, "user");
      for (const forged of [false, true]) {
        const response = await call(site, visitor, endpoint, forged);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: "forbidden" });
      }
    });

    it("answers 401 to a disabled user and a disabled admin whose pages are still open", async () => {
      for (const role of ["user", "admin"] as const) {
        const disabled = await signedIn(site, role);
        expect((await admin.visitor.put(`/api/admin/users/${disabled.id}/disabled`, { disabled: true })).statusCode).toBe(200);
        for (const forged of [false, true]) expect((await call(site, disabled.visitor, endpoint, forged)).statusCode).toBe(401);
      }
    });

    it(`answers ${endpoint.admin} to an admin`, async () => {
      const response = await call(site, admin.visitor, endpoint);
      expect(response.statusCode).toBe(endpoint.admin);
    });
  });

  it("keeps a forged role in a non-admin's body from changing anything", async () => {
    const { visitor } = await signedIn(site, "user");
    await visitor.put(`/api/admin/users/${targetId}/role`, { role: "admin" }, FORGED_HEADERS);
    expect((await findById(site.db, targetId))?.role).toBe("user");
  });

  it("lists users with search, sort and paging, and never a password hash", async () => {
    const marker = `srch${Date.now().toString(36)}`;
    for (const name of ["c", "a", "b"]) await makeUser(site, { username: `${marker}${name}` });
    const response = await admin.visitor.get(`/api/admin/users?search=${marker}&sort=username&order=asc&pageSize=2&page=1`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(3);
    expect(data.users.map((u: { username: string }) => u.username[marker.length])).toEqual(["a", "b"]);
    expect(response.body).not.toMatch(/password|hash|\$argon|\$scrypt/i);
    const second = (await admin.visitor.get(`/api/admin/users?search=${marker}&sort=username&order=asc&pageSize=2&page=2`)).json();
    expect(second.data.users).toHaveLength(1);
  });

  it("creates an account and mails it a single-use set-password link valid for 72 hours", async () => {
    const who = person("newhire");
    const response = await admin.visitor.post("/api/admin/users", { username: who.username, email: who.email, fullName: "New Hire" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: who.username, role: "user", disabledAt: null });
    await site.drain();
    const mail = site.mails.find((m) => m.to === who.email);
    expect(mail?.subject).toMatch(/Set your .* password/);
    const token = /token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    const reset = await site.db.selectFrom("password_resets").selectAll().where("user_id", "=", response.json().data.id).executeTakeFirstOrThrow();
    const hours = (Date.parse(reset.expires_at) - Date.parse(reset.created_at)) / 3_600_000;
    expect(hours).toBe(72);
    const set = await new Visitor(site.app, "203.0.113.77").post("/api/auth/reset-password", {
      token,
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
    });
    expect(set.statusCode).toBe(200);
    const login = await new Visitor(site.app, "203.0.113.78").post("/api/login", { username: who.username, password: who.password });
    expect(login.statusCode).toBe(200);
    const taken = await admin.visitor.post("/api/admin/users", { username: who.username, email: "other@example.com" });
    expect(taken.statusCode).toBe(409);
  });

  it("disabling ends the user's sessions and blocks sign-in; enabling lets them back", async () => {
    const user = await signedIn(site, "user");
    expect((await user.visitor.get("/api/user")).statusCode).toBe(200);
    expect((await admin.visitor.put(`/api/admin/users/${user.id}/disabled`, { disabled: true })).json().data.disabledAt).toBeTruthy();
    expect((await user.visitor.get("/api/user")).statusCode).toBe(401);
    const again = new Visitor(site.app, "203.0.113.80");
    expect((await again.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(403);
    await admin.visitor.put(`/api/admin/users/${user.id}/disabled`, { disabled: false });
    expect((await again.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(200);
  });

  it("changes a lead's status with a note, and the detail shows the history and the whole message", async () => {
    const id = await insertLead(site.db, { fullName: "History Lead", message: "Line one.\nLine two with the whole story." });
    const changed = await admin.visitor.put(`/api/admin/leads/${id}/status`, { status: "contacted", note: "Called on Monday" });
    expect(changed.statusCode).toBe(200);
    const detail = (await admin.visitor.get(`/api/admin/leads/${id}`)).json().data;
    expect(detail.lead).toMatchObject({ status: "contacted", message: "Line one.\nLine two with the whole story." });
    expect(detail.history.at(-1)).toMatchObject({ fromStatus: "new", toStatus: "contacted", note: "Called on Monday", changedBy: admin.username });
    expect((await admin.visitor.put(`/api/admin/leads/${randomUUID()}/status`, { status: "won", note: "Signed" })).statusCode).toBe(404);
    // Won and lost keep their reason: without one the change is refused (issue 25).
    expect((await admin.visitor.put(`/api/admin/leads/${id}/status`, { status: "lost" })).json().errors).toHaveProperty("note");
  });

  it("exports every matching lead, streamed, with formula cells quoted and prefixed", async () => {
    const marker = `bulk${Date.now().toString(36)}`;
    const rows = Array.from({ length: 230 }, (_, i) => ({ fullName: `Row ${i}`, email: `${marker}${i}@example.com` }));
    for (const row of rows) await insertLead(site.db, row);
    await insertLead(site.db, { fullName: '=HYPERLINK("http://evil.example","x")', email: `${marker}evil@example.com` });
    await insertLead(site.db, { fullName: "@SUM(A1)", email: `${marker}at@example.com`, message: "+1 call me -2" });
    const response = await admin.visitor.get(`/api/admin/leads/export.csv?search=${marker}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="leads.csv"/);
    const lines = csvLines(response.body);
    expect(lines[0]).toMatch(/^Reference,Received \(UTC\),Stage,Won or lost because,Owner,Source,Campaign,Service,Value \(USD\),/);
    expect(lines).toHaveLength(1 + 232);
    const evil = lines.find((l) => l.includes(`${marker}evil@`));
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const at = lines.find((l) => l.includes(`${marker}at@`));
    expect(at).toContain(`"'@SUM(A1)"`);
    expect(at).toContain(`"'+1 call me -2"`);
    expect(lines.some((l) => /(^|,)[=+@-]/.test(l))).toBe(false);
  });

  it("exports users with formula-looking names defused", async () => {
    const who = person("formula");
    await createUser(site.db, { ...who, passwordHash: "x", fullName: "=1+2" });
    const lines = csvLines((await admin.visitor.get(`/api/admin/users/export.csv?search=${who.username}`)).body);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=1+2"`);
  });

  it("filters leads by status and search, and shows today's recent leads on the dashboard", async () => {
    const email = `dash${Date.now().toString(36)}@example.com`;
    await insertLead(site.db, { fullName: "", email, status: "new" });
    const listed = (await admin.visitor.get(`/api/admin/leads?search=${email}&status=new`)).json().data;
    expect(listed.total).toBe(1);
    expect((await admin.visitor.get(`/api/admin/leads?search=${email}&status=won`)).json().data.total).toBe(0);
    const { data } = (await admin.visitor.get("/api/admin/dashboard")).json();
    expect(data.recentActivity[0]).toMatchObject({ name: null, email, status: "new" });
    expect(data.leadsPerDay).toHaveLength(30);
    expect(data.leadsPerDay.at(-1).count).toBeGreaterThan(0);
  });

  it("stores lead notification inboxes and a new lead is mailed to them", async () => {
    const saved = await admin.visitor.put("/api/admin/settings/lead-inboxes", { inboxes: ["Sales@Example.com", "ops@example.com", "sales@example.com"] });
    expect(saved.json().data.inboxes).toEqual(["ops@example.com", "sales@example.com"]);
    expect((await admin.visitor.put("/api/admin/settings/lead-inboxes", { inboxes: ["not an email"] })).statusCode).toBe(400);
    const before = site.mails.length;
    const submitted = await new Visitor(site.app, "198.51.100.200").post("/api/contact", {
      name: "Inbox Test",
      email: "inbox-test@example.com",
      subject: "Inbox routing",
      message: "Please route this to the inbox list.",
      serviceType: "bim",
    });
    expect(submitted.statusCode).toBe(200);
    await site.drain();
    const recipients = site.mails.slice(before).map((m) => m.to);
    expect(recipients).toEqual(expect.arrayContaining(["ops@example.com", "sales@example.com"]));
    await admin.visitor.put("/api/admin/settings/lead-inboxes", { inboxes: [] });
  });

  it("lists failed deliveries and queues one again on retry", async () => {
    const id = randomUUID();
    const at = new Date().toISOString();
    await site.db
      .insertInto("jobs")
      .values({
        id,
        kind: "test.never-runs",
        payload: "{}",
        status: "dead",
        attempts: 15,
        max_attempts: 15,
        run_at: at,
        locked_until: null,
        locked_by: null,
        last_error: "SMTP 550 mailbox unavailable",
        dedupe_key: null,
        created_at: at,
        finished_at: at,
      })
      .execute();
    const failed = (await admin.visitor.get("/api/admin/jobs/failed")).json().data.jobs;
    expect(failed).toContainEqual(expect.objectContaining({ id, kind: "test.never-runs", attempts: 15, lastError: "SMTP 550 mailbox unavailable" }));
    expect((await admin.visitor.post(`/api/admin/jobs/${id}/retry`)).statusCode).toBe(200);
    const job = await site.db.selectFrom("jobs").select(["status", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: "pending", attempts: 0 });
    expect((await admin.visitor.post(`/api/admin/jobs/${id}/retry`)).statusCode).toBe(404);
    await site.db.deleteFrom("jobs").where("id", "=", id).execute();
  });

  it("lists every service and article with its page and a last-modified date", async () => {
    const { items } = (await admin.visitor.get("/api/admin/content")).json().data;
    const services = items.filter((i: { kind: string }) => i.kind === "service");
    expect(services).toHaveLength(9);
    expect(services).toContainEqual(expect.objectContaining({ title: expect.any(String), url: "/services/scan-to-bim" }));
    expect(items.filter((i: { kind: string }) => i.kind === "article").length).toBeGreaterThan(0);
    for (const item of items) expect(Date.parse(item.lastModified)).toBeGreaterThan(Date.parse("2020-01-01"));
  });

  it("sets the promo banner, which the public site settings show at once", async () => {
    const banner = { enabled: true, text: "Winter offer: 15% off Scan-to-BIM", link: "/services/scan-to-bim", delayMs: 2000 };
    const saved = await admin.visitor.put("/api/admin/settings/promo-banner", banner);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.promoBanner).toEqual(banner);
    expect((await new Visitor(site.app, "203.0.113.90").get("/api/site-settings")).json().promoBanner).toEqual(banner);
    expect((await admin.visitor.put("/api/admin/settings/promo-banner", { ...banner, link: "javascript:alert(1)" })).statusCode).toBe(400);
    await admin.visitor.put("/api/admin/settings/promo-banner", { ...banner, enabled: false });
    expect((await admin.visitor.get("/api/site-settings")).json().promoBanner.enabled).toBe(false);
  });

  it("reports 30 days of page views with top pages and referrers", async () => {
    const day = new Date().toISOString().slice(0, 10);
    for (const [path, referrer] of [
      ["/services", "https://www.google.com/search"],
      ["/services", undefined],
      ["/blog", "https://www.linkedin.com/feed"],
    ] as const) {
      await recordPageView(site.db, { path, referrer, width: "desktop" }, "site.test");
    }
    const { data } = (await admin.visitor.get("/api/admin/traffic")).json();
    expect(data.viewsPerDay).toHaveLength(30);
    expect(data.viewsPerDay.at(-1)).toEqual({ day, views: 3 });
    expect(data.topPages[0]).toEqual({ path: "/services", views: 2 });
    expect(data.topReferrers.map((r: { host: string }) => r.host).sort()).toEqual(["google.com", "linkedin.com"]);
  });

  it("ties a lead sent by a signed-in client to their account", async () => {
    const client = await signedIn(site, "user");
    const response = await client.visitor.post("/api/contact", {
      name: "Client Person",
      email: client.email,
      subject: "New service",
      message: "We would like a quote for scan to BIM.",
      serviceType: "bim",
    });
    expect(response.statusCode).toBe(200);
    const lead = await site.db.selectFrom("leads").select("user_id").where("email", "=", client.email).executeTakeFirstOrThrow();
    expect(lead.user_id).toBe(client.id);
    const { id } = await site.db.selectFrom("leads").select("id").where("email", "=", client.email).executeTakeFirstOrThrow();
    const admin = await signedIn(site, "admin");
    expect((await admin.visitor.get(`/api/admin/leads/${id}`)).json().data.account).toEqual({ username: client.username, email: client.email });
  });
});

describe.each(dialects)("the last admin on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  const admins = async () => (await site.db.selectFrom("users").select("id").where("role", "=", "admin").where("disabled_at", "is", null).execute()).length;

  it("can be neither demoted nor disabled", async () => {
    const only = await signedIn(site, "admin");
    const demote = await only.visitor.put(`/api/admin/users/${only.id}/role`, { role: "user" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/last active admin/);
    const other = await signedIn(site, "admin");
    await setRole(site.db, other.id, "admin");
    // Disabled admins do not count: with the second one disabled, the first is still the last.
    expect((await only.visitor.put(`/api/admin/users/${other.id}/disabled`, { disabled: true })).statusCode).toBe(200);
    expect((await only.visitor.put(`/api/admin/users/${only.id}/role`, { role: "user" })).statusCode).toBe(409);
    expect((await other.visitor.get("/api/admin/dashboard")).statusCode).toBe(401);
    expect(await admins()).toBe(1);
    // Enabled again, the second admin makes demoting the first possible.
    expect((await only.visitor.put(`/api/admin/users/${other.id}/disabled`, { disabled: false })).statusCode).toBe(200);
    expect((await only.visitor.put(`/api/admin/users/${only.id}/role`, { role: "user" })).statusCode).toBe(200);
    expect(await admins()).toBe(1);
  });

  it("survives two concurrent demotions of the last two admins: exactly one wins", async () => {
    await site.db.updateTable("users").set({ role: "user" }).execute();
    const a = await signedIn(site, "admin");
    const b = await signedIn(site, "admin");
    const c = await signedIn(site, "admin");
    await site.db.updateTable("users").set({ role: "user" }).where("id", "=", c.id).execute();
    expect(await admins()).toBe(2);
    const token = await a.visitor.csrf();
    const demote = (id: string) =>
      site.app.inject({
        method: "PUT",
        url: `/api/admin/users/${id}/role`,
        payload: { role: "user" },
        headers: { cookie: a.visitor.cookieHeader(), "x-csrf-token": token, "content-type": "application/json" },
      });
    const results = await Promise.all([demote(a.id), demote(b.id)]);
    // Overlapping, the row lock makes the second see one admin left (409); one after the other, the second's
    // guard already sees a demoted caller (403). Either way exactly one wins and one admin remains.
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    expect(await admins()).toBe(1);
  });
});

describe.each(dialects)("'today' in TIME_ZONE on %s", (dialect) => {
  let site: TestSite;
  const timeZone = "Asia/Kolkata";
  beforeAll(async () => {
    site = await startSite(dialect, { TIME_ZONE: timeZone });
  });
  afterAll(() => site.close());

  it("counts users and leads from local midnight: 23:59 yesterday is out, 00:01 today is in", async () => {
    const admin = await signedIn(site, "admin");
    const before = (await admin.visitor.get("/api/admin/dashboard")).json().data;
    // Computed independently of the server: today's date in Kolkata, and its midnight at +05:30.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    const midnight = Date.parse(`${today}T00:00:00+05:30`);
    const at = (offsetMs: number) => new Date(midnight + offsetMs).toISOString();
    for (const [label, offset] of [
      ["late", -60_000],
      ["early", 60_000],
    ] as const) {
      await makeUser(site, { username: person(label).username });
      await site.db
        .updateTable("users")
        .set({ created_at: at(offset) })
        .where("username", "like", `${label}%`)
        .execute();
      await insertLead(site.db, { fullName: label, createdAt: at(offset) });
    }
    const after = (await admin.visitor.get("/api/admin/dashboard")).json().data;
    expect(after.timeZone).toBe(timeZone);
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.newUsersToday - before.newUsersToday).toBe(1);
    expect(after.totalLeads - before.totalLeads).toBe(2);
    expect(after.newLeadsToday - before.newLeadsToday).toBe(1);
    // The chart's last bar is the same local day.
    expect(after.leadsPerDay.at(-1)).toEqual({ day: today, count: before.leadsPerDay.at(-1).count + 1 });
    expect(after.leadsPerDay.at(-2).count - before.leadsPerDay.at(-2).count).toBe(1);
  });

  it("refuses a time zone that does not exist", () => {
    expect(() => loadConfig({ NODE_ENV: "test", DATA_DIR: site.dataDir, TIME_ZONE: "Mars/Olympus" })).toThrow(/TIME_ZONE/);
  });
});
