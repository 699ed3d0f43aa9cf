import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWeeklyDigests } from "../../server/portal/digest/weekly-digest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { enrolTwoFactor, signedInVisitor } from "./support/factories";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { pdfFile, postForm } from "./support/documents";
import { CLIENT_PASSWORD, portalFactory } from "./support/portal";
import { totpCode } from "./support/totp";

/** Staff upload a template; the firm's clients download it as sent; refusals keep nothing; removing it deletes the file. */
async function uploadedResourceRoundTrip(site: TestSite, staff: Visitor, make: ReturnType<typeof portalFactory>) {
  const client = await make.client(await make.company("Kittiwake Rail"));
  const stranger = await signedInVisitor(site);
  const upload = "/api/admin/resources/upload";
  const template = { name: "clash-report-template.csv", bytes: Buffer.from("Clash ID,Level,Grid,Status,Owner\nC-001,L02,B/4,Open,MEP\n"), type: "text/csv" };
  const fields = { kind: "template", title: "Clash report template", description: "One row per clash, as our coordinators log them." };

  const sent = await postForm(site, staff, upload, fields, template);
  expect(sent.statusCode, sent.body).toBe(200);
  const resource = sent.json().resource;
  expect(resource).toMatchObject({ kind: "template", title: "Clash report template", file: "clash-report-template.csv", format: "CSV, 1 KB" });
  expect(resource.href).toBe(`/api/resources/${resource.id}/file`);
  const listed = (await client.visitor.get("/api/resources")).json().resources.find((r: { id: string }) => r.id === resource.id);
  expect(listed?.format).toBe("CSV, 1 KB");

  const downloaded = await client.visitor.get(resource.href);
  expect(downloaded.statusCode).toBe(200);
  expect(downloaded.rawPayload.equals(template.bytes)).toBe(true);
  expect(downloaded.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(downloaded.headers["content-disposition"]).toContain('filename="clash-report-template.csv"');
  expect((await stranger.visitor.get(resource.href)).statusCode).toBe(404);
  expect((await new Visitor(site.app).get(resource.href)).statusCode).toBe(401);

  // Only the firm adds files, and only with the CSRF token.
  expect((await postForm(site, client.visitor, upload, fields, template)).statusCode).toBe(403);
  const noToken = await site.app.inject({
    method: "POST",
    url: upload,
    headers: { cookie: staff.cookieHeader(), "content-type": "multipart/form-data; boundary=x" },
    payload: "--x--",
  });
  expect(noToken.statusCode).toBe(403);

  // UTF-8 is checked as a stream: a character cut by the 64 KB head is whole text, one cut by the file's end is not.
  const straddling = Buffer.concat([Buffer.alloc(64 * 1024 - 1, "a"), Buffer.from("\u20ac\n")]);
  const long = await postForm(site, staff, upload, fields, { name: "long-register.csv", bytes: straddling, type: "text/csv" });
  expect(long.statusCode, long.body).toBe(200);
  expect((await staff.send("DELETE", `/api/admin/resources/${long.json().resource.id}`)).statusCode).toBe(200);

  // What is not a resource file, or not what its name says, is refused and nothing is kept.
  const before = (await staff.get("/api/admin/resources")).json().resources.length;
  const refusedWith = async (file: { name: string; bytes: Buffer }, status: number) => {
    const answer = await postForm(site, staff, upload, fields, file);
    expect(answer.statusCode, `${file.name}: ${answer.body}`).toBe(status);
    return answer.json().errors?.file as string | undefined;
  };
  expect(await refusedWith({ name: "setup.pdf", bytes: Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(2048)]) }, 415)).toMatch(
    /not accepted/,
  );
  expect(await refusedWith({ name: "levels.csv", bytes: Buffer.concat([Buffer.from("Level,Height\n"), Buffer.alloc(64)]) }, 415)).toMatch(/not accepted/);
  expect(await refusedWith({ name: "levels.csv", bytes: Buffer.from("Level,Height\nL1,3.6 \u20ac").subarray(0, -1) }, 415)).toMatch(/not accepted/);
  expect(await refusedWith({ name: "family.rfa", bytes: pdfFile() }, 415)).toMatch(/family\.rfa holds a PDF/);
  expect((await postForm(site, staff, upload, fields)).json().errors.file).toBe("Choose a file to upload.");
  expect(Object.keys((await postForm(site, staff, upload, { ...fields, title: "x" })).json().errors).sort()).toEqual(["file", "title"]);
  expect((await postForm(site, staff, upload, { ...fields, title: "x" }, template)).json().errors.title).toBeTruthy();
  expect((await postForm(site, staff, upload, { ...fields, kind: "video" }, template)).json().errors.kind).toBeTruthy();
  expect((await staff.get("/api/admin/resources")).json().resources).toHaveLength(before);

  const row = await site.db.selectFrom("portal_resources").select("stored_key").where("id", "=", resource.id).executeTakeFirstOrThrow();
  expect(await site.app.storage.size(row.stored_key ?? "")).toBe(template.bytes.length);
  expect((await staff.send("DELETE", `/api/admin/resources/${resource.id}`)).statusCode).toBe(200);
  expect(await site.app.storage.size(row.stored_key ?? "")).toBeUndefined();
  expect((await client.visitor.get(resource.href)).statusCode).toBe(404);
}

describe.each(dialects)("support tickets, two-step companies, data rights, digests and resources on %s", (dialect) => {
  let site: TestSite;
  let staff: Visitor;
  let make: ReturnType<typeof portalFactory>;
  let coordinatorEmail: string;

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    coordinatorEmail = signedIn.user.email;
    make = portalFactory(site, staff, signedIn.user.id, dialect);
  });
  afterAll(() => site.close());

  it("opens a support ticket for the company, reaches the coordinators, and counts it until it is closed", async () => {
    const companyId = await make.company("Wren Retail");
    await make.project(companyId);
    const client = await make.client(companyId);
    const colleague = await make.client(companyId);
    const outsider = await make.client(await make.company("Finch Logistics"));

    site.mails.length = 0;
    const opened = await client.visitor.post("/api/tickets", { subject: "Invoice 2611-07 purchase order", body: "Which PO should the invoice quote?" });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticket = opened.json().ticket;
    expect(ticket).toMatchObject({ status: "open", companyName: "Wren Retail", raisedBy: expect.stringMatching(/^Client Person/) });
    await site.drain();
    expect(site.mails.map((m) => m.to)).toEqual([coordinatorEmail]);
    expect((await client.visitor.get("/api/dashboard")).json().openTickets).toBe(1);
    expect((await colleague.visitor.get("/api/tickets")).json().tickets.map((t: { id: string }) => t.id)).toEqual([ticket.id]);
    expect((await outsider.visitor.get("/api/tickets")).json().tickets).toEqual([]);
    expect((await outsider.visitor.get(`/api/tickets/${ticket.id}`)).statusCode).toBe(404);
    expect((await staff.post("/api/tickets", { subject: "From the firm", body: "x" })).statusCode).toBe(403);
    expect((await client.visitor.post("/api/tickets", { subject: "", body: "x" })).statusCode).toBe(400);

    const inbox = (await staff.get("/api/admin/inbox")).json();
    expect(inbox.items.find((i: { id: string }) => i.id === ticket.id)).toMatchObject({ kind: "ticket", waitingOn: "firm" });

    site.mails.length = 0;
    const answered = await staff.post(`/api/tickets/${ticket.id}/replies`, { body: "Please quote PO 4500-118." });
    expect(answered.json().ticket).toMatchObject({ status: "answered", assignee: { name: "Project team" } });
    await site.drain();
    expect(site.mails.map((m) => m.to).sort()).toEqual([client.email, colleague.email].sort());
    expect(site.mails[0]?.text).toContain(`/dashboard?tab=support&ticket=${ticket.id}`);

    const closed = await client.visitor.post(`/api/tickets/${ticket.id}/close`);
    expect(closed.json().ticket.status).toBe("closed");
    expect((await client.visitor.get("/api/dashboard")).json().openTickets).toBe(0);
  });

  it("asks the people of a two-step company to set it up before the portal answers, and to keep it", async () => {
    const companyId = await make.company("Ibis Defence", { requiresTwoFactor: true });
    await make.project(companyId);
    site.mails.length = 0;
    await staff.post(`/api/admin/companies/${companyId}/invitations`, { email: `guarded.${dialect}@ibis.example`, fullName: "Guarded Person" });
    await site.drain();
    const token = new URL(site.mails[0]?.text.match(/http:\/\/site\.test\/auth\/invitation\?token=\S+/)?.[0] ?? "http://x/").searchParams.get("token");
    const visitor = new Visitor(site.app, "198.18.250.3");
    expect((await visitor.post("/api/invitations/lookup", { token })).json().twoFactorRequired).toBe(true);
    expect((await visitor.post("/api/invitations/accept", { token, password: CLIENT_PASSWORD })).statusCode).toBe(200);
    expect((await visitor.post("/api/login", { username: `guarded.${dialect}@ibis.example`, password: CLIENT_PASSWORD })).statusCode).toBe(200);

    for (const path of ["/api/dashboard", "/api/projects", "/api/tickets", "/api/resources"]) {
      const refused = await visitor.get(path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({
        code: "two_factor_setup_required",
        message: "Ibis Defence asks everyone on its portal to use two-step sign-in. Set it up to see your projects.",
      });
    }
    expect((await visitor.get("/api/user/two-factor")).json().required).toBe(true);
    const secret = await enrolTwoFactor(visitor, CLIENT_PASSWORD);
    expect((await visitor.get("/api/dashboard")).json().activeProjects).toBe(1);
    const off = await visitor.post("/api/user/two-factor/disable", { password: CLIENT_PASSWORD, code: totpCode(secret) });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe("Ibis Defence asks everyone on its portal to use two-step sign-in, so it stays on.");
  });

  it("exports a client's portal data, and deleting the account leaves their messages signed by a former member", async () => {
    const companyId = await make.company("Plover Estates");
    const projectId = await make.project(companyId);
    const client = await make.client(companyId);
    const colleague = await make.client(companyId);
    await client.visitor.post(`/api/projects/${projectId}/messages`, { subject: "Door schedule", body: "Is the door schedule in the next issue?" });
    await client.visitor.post("/api/tickets", { subject: "New starter access", body: "Please invite our new architect." });

    const exported = (await client.visitor.get("/api/user/export")).json();
    expect(exported.other.clientPortal).toMatchObject({
      membership: { company: "Plover Estates", role: "member" },
      messages: [expect.objectContaining({ conversation: "Door schedule", body: "Is the door schedule in the next issue?" })],
      ticketMessages: [expect.objectContaining({ ticket: "New starter access" })],
    });
    expect(exported.other.mailPreferences).toMatchObject({ preferences: { newMessage: true } });

    const username = (await site.db.selectFrom("users").select("username").where("id", "=", client.id).executeTakeFirstOrThrow()).username;
    const deleted = await client.visitor.send("DELETE", "/api/user", { password: CLIENT_PASSWORD, confirmation: username });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const thread = (await colleague.visitor.get(`/api/projects/${projectId}/messages`)).json().threads[0];
    expect(thread.posts[0]).toMatchObject({ author: "Former member", body: "Is the door schedule in the next issue?" });
    const team = (await colleague.visitor.get(`/api/projects/${projectId}`)).json().project.team.map((p: { id: string }) => p.id);
    expect(team).not.toContain(client.id);
    expect(await site.db.selectFrom("company_members").select("user_id").where("user_id", "=", client.id).execute()).toEqual([]);
    const tickets = (await colleague.visitor.get("/api/tickets")).json().tickets;
    expect(tickets[0]).toMatchObject({ subject: "New starter access", raisedBy: "Former member" });
  });

  it("sends the weekly digest on Monday morning in the person's zone, once per week, to those who want it", async () => {
    const companyId = await make.company("Avocet Hotels", { timeZone: "Asia/Tokyo" });
    const projectId = await make.project(companyId);
    const tokyo = await make.client(companyId);
    const london = await make.client(companyId);
    const none = await make.client(companyId);
    await london.visitor.send("PUT", "/api/account/mail-preferences", { timeZone: "Europe/London" });
    await none.visitor.send("PUT", "/api/account/mail-preferences", { weeklyDigest: false });
    const milestone = (await staff.post(`/api/admin/projects/${projectId}/milestones`, { name: "Ground floor model", dueDate: "2026-12-10" })).json().project
      .milestones[0];
    await staff.send("PATCH", `/api/admin/projects/${projectId}/milestones/${milestone.id}`, { completed: true });
    await staff.post(`/api/admin/projects/${projectId}/deliverables`, { name: "Level 1 GA drawings", kind: "drawing_set", dueDate: "2026-12-08" });

    const ours = (mails: typeof site.mails) =>
      mails
        .filter((m) => [tokyo.email, london.email, none.email].includes(String(m.to)) && m.subject.startsWith("Your projects this week"))
        .map((m) => String(m.to));
    await site.drain();
    const run = async (iso: string) => {
      site.mails.length = 0;
      await sendWeeklyDigests(site.db, site.app.mail, { timeZone: "UTC", publicUrl: "http://site.test" }, new Date(iso));
      await site.drain();
      return ours(site.mails);
    };
    // Sunday 23:30 UTC is Monday 08:30 in Tokyo and still Sunday in London.
    expect(await run("2026-11-29T23:30:00Z")).toEqual([tokyo.email]);
    const digest = site.mails.find((m) => m.to === tokyo.email);
    expect(digest?.subject).toBe("Your projects this week (2026-W49)");
    expect(digest?.text).toContain("Ground floor model");
    expect(digest?.text).toContain("Level 1 GA drawings (2026-12-08)");
    expect(await run("2026-11-30T06:00:00Z")).toEqual([]);
    expect(await run("2026-11-30T08:05:00Z")).toEqual([london.email]);
    expect(await run("2026-12-02T12:00:00Z")).toEqual([]);
    expect((await run("2026-12-07T09:00:00Z")).sort()).toEqual([tokyo.email, london.email].sort());
  });

  it("serves the Resources tab's files to the firm's clients only, and lets staff add a training video", async () => {
    const client = await make.client(await make.company("Tern Airports"));
    const stranger = await signedInVisitor(site);
    const listed = (await client.visitor.get("/api/resources")).json().resources as Array<{ id: string; kind: string; href: string; format: string | null }>;
    const csv = listed.find((r) => r.kind === "template");
    expect(csv?.format).toMatch(/^CSV, \d+ KB$/);
    const file = await client.visitor.get(csv?.href ?? "");
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(file.body.split("\n")[0]).toContain(",");
    expect((await stranger.visitor.get("/api/resources")).json().resources).toEqual([]);
    expect((await stranger.visitor.get(csv?.href ?? "")).statusCode).toBe(404);
    expect((await new Visitor(site.app).get(csv?.href ?? "")).statusCode).toBe(401);

    expect((await staff.post("/api/admin/resources", { kind: "video", title: "Reviewing a model in the viewer" })).json().errors.url).toBeTruthy();
    expect((await staff.post("/api/admin/resources", { kind: "video", title: "Viewer", url: "http://example.com/v" })).statusCode).toBe(400);
    expect((await staff.post("/api/admin/resources", { kind: "template", title: "Mine", file: "secrets.pdf" })).json().errors.file).toBeTruthy();
    const added = await staff.post("/api/admin/resources", {
      kind: "video",
      title: "Reviewing a model in the viewer",
      description: "Six minutes: navigation, sections and comments.",
      url: "https://videos.example.com/stratum/review-a-model",
    });
    expect(added.json().resource).toMatchObject({ kind: "video", href: "https://videos.example.com/stratum/review-a-model", format: null });
    expect((await client.visitor.get("/api/resources")).json().resources.map((r: { title: string }) => r.title)).toContain("Reviewing a model in the viewer");
    expect((await client.visitor.post("/api/admin/resources", { kind: "video", title: "x", url: "https://x.example" })).statusCode).toBe(403);
    expect((await staff.send("DELETE", `/api/admin/resources/${added.json().resource.id}`)).statusCode).toBe(200);
  });

  it("lets staff upload a resource file that the firm's clients download as it was sent, and removes the file with its entry", () =>
    uploadedResourceRoundTrip(site, staff, make));
});

describe("resource uploads kept in an S3-compatible bucket", () => {
  let site: TestSite;
  let s3: S3TestServer;
  let staff: Visitor;
  let make: ReturnType<typeof portalFactory>;

  beforeAll(async () => {
    s3 = await startS3Server();
    site = await startSite("sqlite", { RATE_LIMIT_FACTOR: "50", ...s3.env });
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    make = portalFactory(site, staff, signedIn.user.id, "sqlite");
  });
  afterAll(async () => {
    await site.close();
    await s3.close();
  });

  it("stores the file in the bucket, streams it back to a client, and deletes it with its entry", () => uploadedResourceRoundTrip(site, staff, make));
});
