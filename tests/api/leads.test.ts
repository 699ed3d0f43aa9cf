import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeLeadStatus, countLeads, getLeadWithHistory, leadsPerDay, listLeads, listSubscribers } from "../../server/leads/lead-queries";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { defined } from "../support/defined";

const consultation = {
  fullName: "Priya Raman",
  email: "priya@builders.example",
  service: "mep-design",
  message: "We need MEP coordination for a 12-storey hospital in Leeds.",
  privacy: true,
};
const inquiry = {
  name: "Tom Walker",
  email: "tom@walker-contracting.example",
  company: "Walker Contracting Ltd.",
  subject: "Commercial Building BIM Services",
  message: "Looking for LOD 350 models for a retail park.",
  serviceType: "bim",
};
const SESSION_SECRET = "leads-test-signing-key-of-at-least-32-characters";
const OK = { success: true, message: "Thank you for your message. Our team will contact you shortly." };

describe.each(dialects)("leads on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { LEAD_NOTIFY_TO: "sales@stratumbim.com, ops@stratumbim.com", SESSION_SECRET });
  });
  afterAll(() => site.close());

  let n = 0;
  const visitor = () => new Visitor(site.app, `198.51.100.${++n}`);
  const leadsOf = (email: string) => site.db.selectFrom("leads").selectAll().where("email", "=", email).execute();
  const unique = (label: string) => `${label}.${++n}.${Date.now().toString(36)}@example.com`;
  const mailsTo = (to: string) => site.mails.filter((m) => m.to === to);

  it("stores a consultation request (variant A) with every field, and answers only after it is stored", async () => {
    const email = unique("variant-a");
    const response = await visitor().post(
      "/api/contact",
      { ...consultation, email, phone: "+44 20 7946 0958", page: "/services/mep-design" },
      { "user-agent": "Mozilla/5.0 LeadsTest" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(OK);
    const lead = defined((await leadsOf(email))[0], "the stored lead");
    expect(lead).toMatchObject({
      form: "consultation",
      page: "/services/mep-design",
      full_name: "Priya Raman",
      phone: "+44 20 7946 0958",
      service: "mep-design",
      message: consultation.message,
      privacy_accepted: 1,
      status: "new",
      user_agent: "Mozilla/5.0 LeadsTest",
      ip: `198.51.100.${n}`,
      user_id: null,
    });
    expect(Date.now() - Date.parse(lead.created_at)).toBeLessThan(60_000);
    const history = await getLeadWithHistory(site.db, lead.id);
    expect(history?.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "new" })]);
  });

  it("links a signed-in requester's lead to their account", async () => {
    const person = visitor();
    const username = `lead_owner_${n}_${Date.now().toString(36)}`;
    const email = unique("owner");
    expect((await person.post("/api/register", { username, email, password: "Granite-Falcon-81" })).statusCode).toBe(201);
    expect((await person.post("/api/contact", { ...inquiry, email })).statusCode).toBe(200);
    const user = await site.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    expect((await leadsOf(email))[0]?.user_id).toBe(user.id);
  });

  it("stores a /contact inquiry (variant B), serviceType defaulting to general", async () => {
    const email = unique("variant-b");
    expect((await visitor().post("/api/contact", { ...inquiry, email })).json()).toMatchObject(OK);
    const { serviceType: _omitted, company: _none, ...withoutOptional } = inquiry;
    const other = unique("variant-b-default");
    expect((await visitor().post("/api/contact", { ...withoutOptional, email: other })).statusCode).toBe(200);
    expect((await leadsOf(email))[0]).toMatchObject({
      form: "inquiry",
      full_name: "Tom Walker",
      company: "Walker Contracting Ltd.",
      subject: inquiry.subject,
      service: "bim",
      privacy_accepted: 0,
    });
    expect((await leadsOf(other))[0]).toMatchObject({ service: "general", company: null });
  });

  it("accepts the diagnostic page's contact test (fullName, email, phone, message, hp_check) without a stamp", async () => {
    const email = unique("test-page");
    const response = await visitor().post("/api/contact", {
      fullName: "Dev Check",
      email,
      phone: "",
      message: "Testing the contact route end to end.",
      hp_check: "",
    });
    expect(response.json()).toMatchObject(OK);
    expect((await leadsOf(email))[0]).toMatchObject({ form: "test-page", status: "new", service: "general", phone: null, privacy_accepted: 0 });
    const bot = unique("test-page-bot");
    await visitor().post("/api/contact", { fullName: "Dev Check", email: bot, message: "Testing the contact route end to end.", hp_check: "filled" });
    expect((await leadsOf(bot))[0]).toMatchObject({ status: "spam", spam_reason: "honeypot" });
    const short = await visitor().post("/api/contact", { fullName: "D", email: "x@example.com", message: "short" });
    expect(short.json().errors).toEqual({ fullName: "Name must be at least 2 characters", message: "Message must be at least 10 characters" });
  });

  const long = (length: number) => "x".repeat(length);
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["A name of 1", { ...consultation, fullName: "A" }, "fullName", "Name must be at least 2 characters"],
    ["A name of 101", { ...consultation, fullName: long(101) }, "fullName", "Name must be at most 100 characters"],
    ["A bad email", { ...consultation, email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["A email with a line break", { ...consultation, email: "a@example.com\nBcc: x@example.com" }, "email", "Please enter a valid email address"],
    ["A email ending in a line break", { ...consultation, email: "a@example.com\r\n" }, "email", "Please enter a valid email address"],
    ["A unknown service", { ...consultation, service: "cad-drafting" }, "service", "Please select a service"],
    ["A missing service", { ...consultation, service: undefined }, "service", "Please select a service"],
    ["A message of 9", { ...consultation, message: "too short" }, "message", "Message must be at least 10 characters"],
    ["A message of 5001", { ...consultation, message: long(5001) }, "message", "Message must be at most 5000 characters"],
    ["A privacy false", { ...consultation, privacy: false }, "privacy", "Please accept the privacy policy to continue"],
    ["A phone of 31", { ...consultation, phone: "1".repeat(31) }, "phone", "Phone number must be at most 30 characters"],
    ["A control character in the name", { ...consultation, fullName: "Priya\u0007 Raman" }, "fullName", "Please remove unsupported control characters"],
    [
      "A control character in the message",
      { ...consultation, message: "Hello there\u0000, a hospital job" },
      "message",
      "Please remove unsupported control characters",
    ],
    ["B name of 1", { ...inquiry, name: "T" }, "name", "Name must be at least 2 characters"],
    ["B name of 101", { ...inquiry, name: long(101) }, "name", "Name must be at most 100 characters"],
    ["B subject of 2", { ...inquiry, subject: "ab" }, "subject", "Subject must be at least 3 characters"],
    ["B subject of 201", { ...inquiry, subject: long(201) }, "subject", "Subject must be at most 200 characters"],
    ["B subject with a line break", { ...inquiry, subject: "BIM\r\nBcc: x@example.com" }, "subject", "Please remove unsupported control characters"],
    ["B company of 151", { ...inquiry, company: long(151) }, "company", "Company must be at most 150 characters"],
    ["B message of 9", { ...inquiry, message: "  123456789  " }, "message", "Message must be at least 10 characters"],
    ["B message of 5001", { ...inquiry, message: long(5001) }, "message", "Message must be at most 5000 characters"],
    ["B bad email", { ...inquiry, email: "tom@" }, "email", "Please enter a valid email address"],
    ["B unknown serviceType", { ...inquiry, serviceType: "plumbing" }, "serviceType", "Please select a service"],
  ];
  it.each(cases)("refuses %s with 400 and the field's message, storing nothing", async (_label, body, field, message) => {
    const before = await countAll();
    const response = await visitor().post("/api/contact", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "validation", errors: { [field]: message } });
    expect(await countAll()).toBe(before);
  });

  it("accepts the bounds themselves, and keeps line breaks in a message", async () => {
    const email = unique("bounds");
    const body = { ...inquiry, email, name: "Al", subject: "BIM", company: long(150), message: `${long(4990)}\nline two` };
    expect((await visitor().post("/api/contact", body)).statusCode).toBe(200);
    expect((await leadsOf(email))[0]?.message).toBe(`${long(4990)}\nline two`);
  });

  const countAll = async () =>
    Number(
      (
        await site.db
          .selectFrom("leads")
          .select((eb) => eb.fn.countAll().as("c"))
          .executeTakeFirstOrThrow()
      ).c,
    );

  it("answers a filled honeypot like a real request, stores it as spam, counts and tells nobody", async () => {
    const { total } = await countLeads(site.db);
    await site.drain();
    const mailsBefore = site.mails.length;
    const email = unique("honeypot");
    const response = await visitor().post("/api/contact", { ...consultation, email, hp_check: "https://cheap-pills.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(OK);
    expect((await leadsOf(email))[0]).toMatchObject({ status: "spam", spam_reason: "honeypot" });
    await site.drain();
    expect(site.mails.length).toBe(mailsBefore);
    expect((await countLeads(site.db)).total).toBe(total);
  });

  it("spams a forged stamp; delivers a too-fast, missing, spent or expired one marked for review; counts from the page's first paint", async () => {
    await site.drain();
    const mailsBefore = site.mails.length;
    const person = visitor();
    const stampOf = async () => (await person.get("/api/contact/stamp")).json().stamp as string;
    const stamp = await stampOf();
    expect(stamp).toMatch(/^\d{13}\.[\w-]{16}\.[\w-]{43}$/);
    const [time, nonce, signature] = stamp.split(".");

    const forged = unique("forged");
    expect(
      (await visitor().post("/api/contact", { ...inquiry, email: forged, formStamp: `${Number(time) - 60_000}.${nonce}.${signature}` })).json(),
    ).toMatchObject(OK);
    expect((await leadsOf(forged))[0]).toMatchObject({ status: "spam", spam_reason: "forged-stamp", review_reason: null });
    await site.drain();
    expect(site.mails.length).toBe(mailsBefore);

    // Issue 29: a quick visitor is never dropped behind a thank-you; the notification says why it is doubted.
    const fast = unique("fast");
    expect((await person.post("/api/contact", { ...inquiry, email: fast, formStamp: stamp })).json()).toMatchObject(OK);
    expect((await leadsOf(fast))[0]).toMatchObject({ status: "new", spam_reason: null, review_reason: "time-trap" });
    const missing = unique("missing");
    await person.post("/api/contact", { ...inquiry, email: missing });
    expect((await leadsOf(missing))[0]).toMatchObject({ status: "new", review_reason: "no-stamp" });
    await site.drain();
    const notice = site.mails.find((m) => m.replyTo === fast && m.to === "sales@stratumbim.com");
    expect(notice?.text).toContain("Flagged for review: it was sent less than 3 seconds after the form was shown");
    expect(site.mails.filter((m) => m.to === fast)).toHaveLength(1);

    // The page says it was painted 2.5 s before its stamp came back: 0.6 s later it is 3.1 s old, a person's pace.
    const painted = await stampOf();
    await new Promise((r) => setTimeout(r, 600));
    const early = unique("early");
    await person.post("/api/contact", { ...inquiry, email: early, formStamp: painted, shownAt: Number(painted.split(".")[0]) - 2_500 });
    expect((await leadsOf(early))[0]).toMatchObject({ status: "new", review_reason: null });
    // A page cannot claim to have been painted minutes before: the start moves back by 30 s at most.
    const boastful = await stampOf();
    const claims = unique("claims");
    await person.post("/api/contact", { ...inquiry, email: claims, formStamp: boastful, shownAt: Date.now() - 3_600_000 });
    expect((await leadsOf(claims))[0]).toMatchObject({ review_reason: null });

    await new Promise((r) => setTimeout(r, 3_100));
    const patient = unique("patient");
    const fresh = await stampOf();
    await new Promise((r) => setTimeout(r, 3_100));
    expect((await person.post("/api/contact", { ...inquiry, email: patient, formStamp: fresh })).json()).toMatchObject(OK);
    expect((await leadsOf(patient))[0]).toMatchObject({ status: "new", spam_reason: null, review_reason: null });
    // One stamp vouches for one lead.
    const again = unique("again");
    await person.post("/api/contact", { ...inquiry, email: again, formStamp: fresh });
    expect((await leadsOf(again))[0]).toMatchObject({ status: "new", review_reason: "spent-stamp" });
  });

  it("treats a stamp older than its lifetime as expired: delivered for review", async () => {
    const { formStamps, STAMP_LIFETIME_MS } = await import("../../server/leads/form-stamp");
    const old = formStamps(SESSION_SECRET).issue(Date.now() - STAMP_LIFETIME_MS - 60_000);
    const email = unique("expired");
    await visitor().post("/api/contact", { ...inquiry, email, formStamp: old });
    expect((await leadsOf(email))[0]).toMatchObject({ status: "new", review_reason: "expired-stamp" });
  });

  it("makes one lead of a double click (same idempotency key) and of a resend without a key", async () => {
    const email = unique("double");
    const person = visitor();
    const body = { ...consultation, email, idempotencyKey: `form-${n}-a1b2c3d4` };
    const [first, second] = await Promise.all([person.post("/api/contact", body), person.post("/api/contact", body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(await person.post("/api/contact", { ...body, message: `${consultation.message} (edited)` }).then((r) => r.statusCode)).toBe(200);
    expect(await leadsOf(email)).toHaveLength(1);

    const resent = unique("resend");
    const other = visitor();
    for (let i = 0; i < 3; i++) expect((await other.post("/api/contact", { ...inquiry, email: resent })).json()).toMatchObject(OK);
    expect(await leadsOf(resent)).toHaveLength(1);
    await site.drain();
    expect(mailsTo(resent)).toHaveLength(1);
    // A different message from the same visitor is a new lead.
    await other.post("/api/contact", { ...inquiry, email: resent, message: "A second, different project in Bristol." });
    expect(await leadsOf(resent)).toHaveLength(2);
  });

  it("limits each IP to 10 submissions in 15 minutes: 429 with Retry-After, nothing stored", async () => {
    const person = visitor();
    for (let i = 0; i < 10; i++) {
      expect((await person.post("/api/contact", { ...inquiry, email: unique("limit") })).statusCode).toBe(200);
    }
    const email = unique("limit-over");
    const over = await person.post("/api/contact", { ...inquiry, email });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(over.json().code).toBe("rate_limited");
    expect(over.json().message).toMatch(/^Too many submissions\. Please try again in (?:\d+ minutes?|1 hour)\.$/);
    expect(await leadsOf(email)).toHaveLength(0);
    expect((await visitor().post("/api/contact", { ...inquiry, email })).statusCode).toBe(200);
  });

  it("stores first-touch attribution and puts it, with the whole lead, in the notification to each LEAD_NOTIFY_TO inbox", async () => {
    const email = unique("attribution");
    const attribution = {
      landingPage: "/blog/cost-reduction-with-bim-services-engineering-projects?utm_source=linkedin",
      referrer: "https://www.linkedin.com/",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "hospital-q4",
      utmTerm: "mep coordination",
      utmContent: "carousel-2",
    };
    await site.drain();
    const response = await visitor().post("/api/contact", { ...consultation, fullName: "Priya <b>Raman</b>", email, page: "/", attribution });
    expect(response.statusCode).toBe(200);
    expect((await leadsOf(email))[0]).toMatchObject({
      landing_page: attribution.landingPage,
      referrer: attribution.referrer,
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "hospital-q4",
      utm_term: "mep coordination",
      utm_content: "carousel-2",
    });
    expect(mailsTo("sales@stratumbim.com").filter((m) => m.replyTo === email)).toHaveLength(0);
    await site.drain();
    for (const inbox of ["sales@stratumbim.com", "ops@stratumbim.com"]) {
      const mail = defined(
        mailsTo(inbox).find((m) => m.replyTo === email),
        `the notification to ${inbox}`,
      );
      expect(mail.subject).toBe("New consultation request from Priya <b>Raman</b> (MEP Design)");
      for (const value of [email, consultation.message, "hospital-q4", "carousel-2", "https://www.linkedin.com/", "mep coordination", "MEP Design"]) {
        expect(mail.text).toContain(value);
      }
      expect(mail.html).toContain("Priya &lt;b&gt;Raman&lt;/b&gt;");
      expect(mail.html).not.toContain("<b>Raman</b>");
    }
    const ack = defined(mailsTo(email)[0], "the acknowledgement");
    const lead = defined((await leadsOf(email))[0], "the stored lead");
    expect(lead.reference).toMatch(/^STR-\d{4}-\d{4}$/);
    expect(ack.subject).toBe(`We received your request ${lead.reference} - Stratum BIM & Engineering`);
    expect(ack.text).toContain("within 24 hours");
    expect(ack.text).toContain("MEP Design");
    // Issue 20: replies reach the first sales inbox, and the acknowledgement relays nothing the stranger typed.
    expect(ack.replyTo).toBe("sales@stratumbim.com");
    expect(ack.text).not.toContain("Priya");
    expect(ack.html).not.toContain("Raman");
  });

  it("stores a newsletter subscriber once, with consent time and source, and lets the signed link unsubscribe them", async () => {
    const email = unique("News");
    const person = visitor();
    const first = await person.post("/api/newsletter", { email, source: "exit-intent" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: "Almost there: check your inbox and confirm your subscription with the link we sent." });
    expect((await person.post("/api/newsletter", { email: email.toUpperCase() })).statusCode).toBe(200);
    const rows = await site.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email.toLowerCase()).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "exit-intent", unsubscribed_at: null, ip: expect.stringMatching(/^198\.51\.100\./) });
    expect(Date.now() - Date.parse(defined(rows[0], "the subscriber").consented_at)).toBeLessThan(60_000);
    await site.drain();
    const confirmation = defined(mailsTo(email)[0], "the confirmation mail");
    const confirmLink = new URL(confirmation.text.match(/http:\/\/site\.test\/api\/newsletter\/confirm\?[^\s)\]]+/)![0]);
    expect(
      (
        await site.app.inject({
          method: "POST",
          url: `${confirmLink.pathname}${confirmLink.search}`,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "",
        })
      ).statusCode,
    ).toBe(200);
    await site.drain();
    // Subscribers are kept, and mailed, lower-cased.
    const welcome = mailsTo(email.toLowerCase()).filter((m) => m.subject.startsWith("Welcome"));
    expect(welcome).toHaveLength(1);
    const link = new URL(defined(welcome[0], "the welcome mail").text.match(/http:\/\/site\.test\/api\/newsletter\/unsubscribe\?[^\s)\]]+/)![0]);

    const forged = await person.get(
      `/api/newsletter/unsubscribe?email=${encodeURIComponent("someone.else@example.com")}&token=${link.searchParams.get("token")}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("This unsubscribe link is invalid.");
    const tampered = await person.get(`${link.pathname}?email=${encodeURIComponent(email.toLowerCase())}&token=${"A".repeat(43)}`);
    expect(tampered.statusCode).toBe(400);
    expect(
      (await site.db.selectFrom("newsletter_subscribers").select("unsubscribed_at").where("email", "=", email.toLowerCase()).executeTakeFirstOrThrow())
        .unsubscribed_at,
    ).toBeNull();

    const opened = await person.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Unsubscribe this address from our newsletter?");
    expect(opened.body).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(opened.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect((await listSubscribers(site.db, { active: true })).subscribers.map((s) => s.email)).toContain(email.toLowerCase());

    const confirm = (url: string) => site.app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "" });
    const forgedPost = await confirm(`${link.pathname}?email=${encodeURIComponent("someone.else@example.com")}&token=${link.searchParams.get("token")}`);
    expect(forgedPost.statusCode).toBe(400);
    const done = await confirm(`${link.pathname}${link.search}`);
    expect(done.statusCode).toBe(200);
    expect(done.headers["content-type"]).toContain("text/html");
    expect(done.body).toContain("You have been unsubscribed from our newsletter.");
    const after = await listSubscribers(site.db, { active: true });
    expect(after.subscribers.map((s) => s.email)).not.toContain(email.toLowerCase());
    // Only the address stays, so it is not mailed again.
    expect(
      await site.db.selectFrom("newsletter_subscribers").select(["ip", "unsubscribed_at"]).where("email", "=", email.toLowerCase()).executeTakeFirstOrThrow(),
    ).toMatchObject({ ip: null, unsubscribed_at: expect.any(String) });

    const footer = unique("footer");
    await person.post("/api/newsletter", { email: footer });
    expect((await site.db.selectFrom("newsletter_subscribers").select("source").where("email", "=", footer).executeTakeFirstOrThrow()).source).toBe("footer");
    const bad = await person.post("/api/newsletter", { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ email: "Please enter a valid email address" });
  });

  it("gives the admin console lists, search, status changes with history, counts without spam and leads per day", async () => {
    const email = unique("admin-view");
    await visitor().post("/api/contact", { ...inquiry, email, company: "Zephyr Modular Homes" });
    for (let i = 0; i < 3; i++) await visitor().post("/api/contact", { ...consultation, email: unique("bot"), hp_check: "filled" });
    const found = await listLeads(site.db, { search: "zephyr modular" });
    expect(found.leads.map((l) => l.email)).toEqual([email]);
    const spam = await listLeads(site.db, { status: "spam", pageSize: 2 });
    expect(spam.leads).toHaveLength(2);
    expect(spam.total).toBeGreaterThanOrEqual(3);
    const lead = defined(found.leads[0], "the lead found");
    const before = await countLeads(site.db);
    expect(await changeLeadStatus(site.db, { id: lead.id, status: "contacted", note: "Called, sending NDA", changedBy: "admin" })).toBe(true);
    expect(await changeLeadStatus(site.db, { id: lead.id, status: "spam" })).toBe(true);
    const detail = await getLeadWithHistory(site.db, lead.id);
    expect(detail?.lead.status).toBe("spam");
    expect(detail?.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, "new", "to review: no-stamp"],
      ["new", "contacted", "Called, sending NDA"],
      ["contacted", "spam", null],
    ]);
    const after = await countLeads(site.db);
    expect(after).toEqual({ total: before.total - 1, today: before.today - 1 });
    const perDay = await leadsPerDay(site.db, 7);
    expect(perDay).toHaveLength(7);
    expect(perDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: after.today });
    expect(await changeLeadStatus(site.db, { id: "00000000-0000-0000-0000-000000000000", status: "won" })).toBe(false);
  });
});
