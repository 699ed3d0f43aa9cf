import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "../api/support/raw-http";
import { smtpSink } from "../api/support/smtp-sink";
import { dialects, listening, nextIp, registered, signedInVisitor, startSite, type TestSite, Visitor } from "./support";
import { freePort } from "../support/site-process";

const PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1; SELECT pg_sleep(5) --",
  "admin'--",
  "' UNION SELECT password_hash FROM users --",
  "<script>window.__xss=1</script>",
  '"><img src=x onerror="window.__xss=1">',
  "javascript:window.__xss=1",
  "<svg onload=alert(1)>",
  "{{7*7}} #{7*7} <%= 7*7 %>",
  "%00%0d%0a",
  "../../etc/passwd",
  "\\u0027 OR 1=1",
];
const CONTROL = [
  "Eve\u0000Null",
  "Eve\u0007Bell",
  "Eve\u001bEscape",
  "Eve\u0085Next",
  "Eve\u2028Line",
  "Eve\u202eevil.exe",
  "Eve\u2066isolated\u2069",
  "Eve\u202aEmbed",
];
const CONTROL_MESSAGE = "Please remove unsupported control characters";
const inquiry = {
  name: "Tom Walker",
  email: "tom@walker.example",
  company: "Walker Ltd",
  subject: "Retail park",
  message: "Looking for LOD 350 models, please call.",
};
const consultation = {
  fullName: "Priya Raman",
  email: "priya@builders.example",
  service: "mep-design",
  message: "MEP coordination for a hospital.",
  privacy: true,
};

describe.each(dialects)("hostile input on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100" });
  });
  afterAll(() => site.close());

  const visitor = () => new Visitor(site.app, nextIp());
  const leadsBy = (email: string) => site.db.selectFrom("leads").selectAll().where("email", "=", email).execute();
  let n = 0;
  const email = () => `hostile.${++n}.${Date.now().toString(36)}@example.com`;

  it("stores SQL-injection and script payloads in every lead field exactly as sent, as text", async () => {
    for (const payload of PAYLOADS) {
      const a = email();
      const inq = await visitor().post("/api/contact", {
        ...inquiry,
        email: a,
        name: payload.slice(0, 100),
        company: payload,
        subject: `Re ${payload}`,
        message: `Hello ${payload}`,
      });
      expect(inq.statusCode, `${payload}: ${inq.body}`).toBe(200);
      expect(await leadsBy(a)).toEqual([
        expect.objectContaining({ full_name: payload.slice(0, 100).trim(), company: payload, subject: `Re ${payload}`, message: `Hello ${payload}` }),
      ]);
      const b = email();
      const con = await visitor().post("/api/contact", { ...consultation, email: b, fullName: `P ${payload}`, message: `Hello ${payload}` });
      expect(con.statusCode, `${payload}: ${con.body}`).toBe(200);
      expect(await leadsBy(b)).toEqual([expect.objectContaining({ full_name: `P ${payload}`, message: `Hello ${payload}` })]);
    }
  });

  it("answers payloads in account, newsletter and search fields with a clean refusal or a plain result, never an error or a sign-in", async () => {
    const { visitor: member, person } = await registered(site);
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    for (const payload of PAYLOADS) {
      const register = await visitor().post("/api/register", { username: payload, email: `${payload}@example.com`, password: "Granite-Falcon-81" });
      expect(register.statusCode, payload).toBe(400);
      const login = await visitor().post("/api/login", { username: person.username, password: payload.padEnd(6, "x") });
      expect([400, 401], payload).toContain(login.statusCode);
      const loginName = await visitor().post("/api/login", { username: payload, password: payload.padEnd(6, "x") });
      expect([400, 401], payload).toContain(loginName.statusCode);
      const reset = await visitor().post("/api/auth/request-reset", { email: payload });
      expect(reset.statusCode, payload).toBe(400);
      const newsletter = await visitor().post("/api/newsletter", { email: payload });
      expect(newsletter.statusCode, payload).toBe(400);
      const profile = await member.put("/api/user/profile", { fullName: payload.slice(0, 100), email: person.email });
      expect(profile.statusCode, payload).toBe(200);
      expect((await member.get("/api/user")).json().user.fullName).toBe(payload.slice(0, 100).trim());
      for (const list of ["/api/admin/leads", "/api/admin/users", "/api/admin/subscribers"]) {
        const search = await admin.get(`${list}?search=${encodeURIComponent(payload)}`);
        expect(search.statusCode, `${list} ${payload}`).toBe(200);
      }
    }
    const everyone = await admin.get(`/api/admin/users?search=${encodeURIComponent("' OR '1'='1")}`);
    expect(everyone.json().data.total).toBe(0);
    expect((await member.get("/api/user")).statusCode).toBe(200);
  });

  it("refuses control and bidirectional-override characters in every name and single-line field, the same way", async () => {
    const { visitor: member, person } = await registered(site);
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    for (const name of CONTROL) {
      const label = JSON.stringify(name);
      const inq = await visitor().post("/api/contact", { ...inquiry, email: email(), name, subject: `Re ${name}`, company: name });
      expect(inq.statusCode, label).toBe(400);
      expect(inq.json().errors, label).toMatchObject({ name: CONTROL_MESSAGE, subject: CONTROL_MESSAGE, company: CONTROL_MESSAGE });
      const con = await visitor().post("/api/contact", { ...consultation, email: email(), fullName: name });
      expect(con.json().errors, label).toMatchObject({ fullName: CONTROL_MESSAGE });
      const profile = await member.put("/api/user/profile", { fullName: name, email: person.email });
      expect(profile.statusCode, label).toBe(400);
      expect(profile.json().errors, label).toMatchObject({ fullName: CONTROL_MESSAGE });
      const created = await admin.post("/api/admin/users", { username: `ctl_${++n}`, email: email(), fullName: name });
      expect(created.statusCode, label).toBe(400);
      expect(created.json().errors, label).toMatchObject({ fullName: CONTROL_MESSAGE });
    }
    // Right-to-left text itself is welcome; only the invisible overrides are refused.
    const arabic = await visitor().post("/api/contact", { ...inquiry, email: email(), name: "سارة الأحمد" });
    expect(arabic.statusCode).toBe(200);
  });

  it("refuses oversized bodies and fields, wrong content types and malformed JSON with the site's JSON errors", async () => {
    const v = visitor();
    const token = await v.csrf();
    const post = (payload: string, type?: string) =>
      site.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: nextIp(),
        payload,
        headers: { ...(type && { "content-type": type }), "x-csrf-token": token, cookie: v.cookieHeader() },
      });
    const cases: [string, Promise<Awaited<ReturnType<typeof post>>>, number, string][] = [
      ["200 KB body", post(JSON.stringify({ ...inquiry, message: "x".repeat(200_000) }), "application/json"), 413, "too_large"],
      ["text/plain", post(JSON.stringify(inquiry), "text/plain"), 415, "unsupported_media_type"],
      // /api/contact takes a native form post (issue 20); the JSON-only routes still refuse one.
      [
        "form encoded",
        site.app.inject({
          method: "POST",
          url: "/api/newsletter",
          remoteAddress: nextIp(),
          payload: "email=tom%40example.com",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": token, cookie: v.cookieHeader() },
        }),
        415,
        "unsupported_media_type",
      ],
      ["multipart", post("--x\r\n\r\n--x--", "multipart/form-data; boundary=x"), 415, "unsupported_media_type"],
      ["xml", post("<lead/>", "application/xml"), 415, "unsupported_media_type"],
      ["no content type", post(JSON.stringify(inquiry)), 415, "unsupported_media_type"],
      ["malformed JSON", post('{"name": "Tom",', "application/json"), 400, "validation"],
      ["single quotes", post("{'name': 'Tom'}", "application/json"), 400, "validation"],
      ["top-level array", post("[1,2]", "application/json"), 400, "validation"],
      ["top-level string", post('"lead"', "application/json"), 400, "validation"],
      ["message over 5000", post(JSON.stringify({ ...inquiry, message: "x".repeat(5001) }), "application/json"), 400, "validation"],
      ["name over 100", post(JSON.stringify({ ...inquiry, name: "x".repeat(101) }), "application/json"), 400, "validation"],
      ["wrong types", post(JSON.stringify({ ...inquiry, name: ["Tom"], email: { $ne: null } }), "application/json"), 400, "validation"],
    ];
    for (const [label, pending, status, code] of cases) {
      const response = await pending;
      expect(response.statusCode, label).toBe(status);
      expect(response.headers["content-type"], label).toBe("application/json; charset=utf-8");
      expect(response.json(), label).toMatchObject({ success: false, code, message: expect.any(String) });
      expect(response.body, label).not.toMatch(/FST_|at .*\.ts:\d+|stack/);
    }
    const register = await visitor().post("/api/register", { username: "x".repeat(51), email: `${"x".repeat(250)}@example.com`, password: "p".repeat(129) });
    expect(register.statusCode).toBe(400);
    expect(Object.keys(register.json().errors).sort()).toEqual(["email", "password", "username"]);
  });

  it("refuses oversized headers before any route runs", async () => {
    const port = await listening(site);
    const huge = await rawRequest(port, `GET /api/health HTTP/1.1\r\nX-Filler: ${"a".repeat(20_000)}`);
    expect(huge.status).toBe(431);
    const many = await rawRequest(port, `GET /api/health HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join("\r\n")}`);
    expect(many.status).toBe(431);
    const cookie = await rawRequest(port, `GET /api/user HTTP/1.1\r\nCookie: sid=${"s".repeat(20_000)}`);
    expect(cookie.status).toBe(431);
    expect((await rawRequest(port, "GET /api/health HTTP/1.1")).status).toBe(200);
  });
});

describe("header injection in mails, read from a real SMTP server", () => {
  let site: TestSite;
  // Any free port: two suites may run side by side on one machine.
  const sink = freePort().then(smtpSink);
  beforeAll(async () => {
    await (await sink).start();
    site = await startSite("sqlite", { SMTP_URL: (await sink).url, LEAD_NOTIFY_TO: "sales@stratumbim.com", RATE_LIMIT_FACTOR: "100" });
  });
  afterAll(async () => {
    await site.close();
    await (await sink).stop();
  });

  const recipients = (mail: ParsedMail) =>
    [mail.to, mail.cc, mail.bcc]
      .flat()
      .filter(Boolean)
      .flatMap((a) => (a as { value: { address?: string }[] }).value.map((v) => v.address));

  it("refuses line breaks in any field that reaches a header, and queues no mail", async () => {
    const before = await site.db.selectFrom("jobs").select("id").execute();
    for (const breaker of ["\r\n", "\n", "\r", "\u0085", "\u2028", "\r\n\r\n"]) {
      const bcc = `${breaker}Bcc: victim@evil.example`;
      const v = new Visitor(site.app, nextIp());
      for (const body of [
        { ...inquiry, name: `Eve${bcc}` },
        { ...inquiry, subject: `Hello${bcc}` },
        { ...inquiry, email: `eve@example.com${bcc}` },
      ]) {
        const response = await v.post("/api/contact", body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await v.post("/api/newsletter", { email: `eve@example.com${bcc}` })).statusCode).toBe(400);
      expect((await v.post("/api/auth/request-reset", { email: `eve@example.com${bcc}` })).statusCode).toBe(400);
    }
    await site.drain();
    const mails = (await sink).received;
    expect(mails.flatMap(recipients)).not.toContain("victim@evil.example");
    for (const mail of mails) expect(mail.headers.has("bcc")).toBe(false);
    expect((await site.db.selectFrom("jobs").select("id").execute()).length).toBe(before.length);
  });

  it("keeps header-like text in a name or subject inside its one header", async () => {
    const received = (await sink).received;
    const start = received.length;
    const name = "Eve Bcc: victim@evil.example Subject: Free money";
    const response = await new Visitor(site.app, nextIp()).post("/api/contact", {
      ...inquiry,
      email: "eve.sender@example.com",
      name,
      subject: "To: victim@evil.example",
    });
    expect(response.statusCode).toBe(200);
    await site.drain();
    const mails = received.slice(start);
    expect(mails).toHaveLength(2);
    expect(mails.flatMap(recipients).sort()).toEqual(["eve.sender@example.com", "sales@stratumbim.com"]);
    for (const mail of mails) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.cc).toBeUndefined();
    }
    const notification = mails.find((m) => recipients(m).includes("sales@stratumbim.com"))!;
    expect(notification.subject).toBe(`New inquiry from ${name} (General Inquiry)`);
    expect(notification.replyTo?.value.map((v) => v.address)).toEqual(["eve.sender@example.com"]);
  });
});
