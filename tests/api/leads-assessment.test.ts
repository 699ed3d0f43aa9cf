import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInVisitor } from "./support/factories";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

/** Issue 20: the exit-intent "free assessment" is a real lead, not a newsletter sign-up. */
describe.each(dialects)("the free assessment offer on %s", (dialect) => {
  let site: TestSite;
  const deliveries: string[] = [];
  const crm = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      deliveries.push(Buffer.concat(chunks).toString("utf8"));
      response.end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
    site = await startSite(dialect, {
      LEAD_NOTIFY_TO: "sales@stratumbim.com",
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`,
      LEAD_WEBHOOK_SECRET: "assessment-webhook-secret-42",
    });
  });
  afterAll(async () => {
    await site.close();
    crm.closeAllConnections();
    await new Promise((resolve) => crm.close(resolve));
  });
  let n = 0;
  const unique = (label: string) => `${label}.${++n}.${Date.now().toString(36)}@example.com`;
  const subscriber = (email: string) => site.db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();

  it("is stored, notified, acknowledged in the firm's words, exported and sent to the CRM; the newsletter stays untouched without its opt-in", async () => {
    const email = unique("assess");
    const answer = await new Visitor(site.app, `203.0.113.${++n}`).post("/api/contact", { form: "assessment", email, newsletter: false, page: "/" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().reference).toMatch(/^STR-\d{4}-\d{4}$/);
    const lead = await site.db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ form: "assessment", status: "new", reference: answer.json().reference, page: "/" });
    expect(await subscriber(email)).toBeUndefined();

    await site.drain();
    const notification = site.mails.find((m) => m.to === "sales@stratumbim.com" && m.replyTo === email);
    expect(notification?.subject).toBe(`New free assessment request from ${email}`);
    const ack = site.mails.find((m) => m.to === email);
    expect(ack?.subject).toBe(`We received your request ${lead.reference} - Stratum BIM & Engineering`);
    expect(ack?.text).toContain("free cost and schedule assessment");
    expect(ack?.text).toContain("within 48 hours");
    expect(deliveries.map((d) => JSON.parse(d).lead.email)).toContain(email);

    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const list = (await admin.get(`/api/admin/leads?search=${encodeURIComponent(email)}`)).json().data.leads;
    expect(list).toEqual([expect.objectContaining({ form: "assessment", reference: lead.reference })]);
    const csv = await admin.get(`/api/admin/leads/export.csv?search=${encodeURIComponent(email)}`);
    expect(csv.body).toContain(lead.reference);
    expect(csv.body).toContain("assessment");
  });

  it("asks to join the newsletter only with its own ticked opt-in, by a confirmation mail", async () => {
    const email = unique("assess-news");
    expect((await new Visitor(site.app, `203.0.113.${++n}`).post("/api/contact", { form: "assessment", email, newsletter: true })).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ source: "exit-intent", unsubscribed_at: null, confirmed_at: null });
    await site.drain();
    expect(
      site.mails
        .filter((m) => m.to === email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual([expect.stringMatching(/^We received your request STR-/), "Confirm your subscription - Stratum BIM & Engineering"].sort());
  });

  it("refuses a bad address with the field's message, storing nothing", async () => {
    const response = await new Visitor(site.app, `203.0.113.${++n}`).post("/api/contact", { form: "assessment", email: "jane at firm" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: "Please enter a valid email address" });
  });
});
