import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ParsedMail } from "mailparser";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/platform/config";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { defined } from "../support/defined";
import { freePort } from "../support/site-process";
import { smtpSink } from "./support/smtp-sink";

const consultation = {
  fullName: "Lena Fischer",
  email: "lena@fischer-bau.example",
  service: "structural-detailing",
  message: "Steel connection detailing for a warehouse extension in Munich.",
  privacy: true,
};

type Delivery = { headers: IncomingHttpHeaders; body: string };

/** The CRM: answers each request with the next status in `statuses` (a redirect to `/moved`), then 200. */
async function crmReceiver(statuses: number[]) {
  let port = 0;
  const deliveries: (Delivery & { method: string; url: string })[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      deliveries.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, status >= 300 && status < 400 ? { location: `http://127.0.0.1:${port}/moved` } : {}).end();
    });
  });
  // A port of its own each time: a kept-alive socket to an earlier receiver must not meet this one.
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  return {
    deliveries,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const later = (hours: number) => new Date(Date.now() + hours * 3600_000);
const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);

describe.each(dialects)("lead delivery on %s", (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  const site = async (env: Record<string, string>): Promise<TestSite> => {
    const started = await startSite(dialect, env);
    cleanups.push(() => started.close());
    return started;
  };

  it("delivers the notification and the acknowledgement to a real SMTP server", async () => {
    const sink = await smtpSink(await freePort());
    await sink.start();
    cleanups.push(sink.stop);
    const s = await site({ SMTP_URL: sink.url, LEAD_NOTIFY_TO: "sales@stratumbim.com" });
    expect((await new Visitor(s.app).post("/api/contact", { ...consultation, phone: "+49 89 1234567" })).statusCode).toBe(200);
    expect(await s.drain()).toBe(2);
    const notification = sink.received.find((m) => recipients(m).includes("sales@stratumbim.com"))!;
    expect(notification.subject).toBe("New consultation request from Lena Fischer (Structural Detailing)");
    expect(notification.replyTo?.value[0]?.address).toBe(consultation.email);
    expect(notification.text).toContain(consultation.message);
    expect(notification.text).toContain("+49 89 1234567");
    expect(notification.html).toContain("Lena Fischer");
    const ack = sink.received.find((m) => recipients(m).includes(consultation.email))!;
    expect(ack.text).toContain("within 24 hours");
    expect(sink.received).toHaveLength(2);
  });

  it("keeps the mail while the SMTP server is down and delivers it exactly once when it is back", async () => {
    // A port of its own, on which nothing listens until the sink starts.
    const sink = await smtpSink(await freePort());
    cleanups.push(sink.stop);
    const s = await site({ SMTP_URL: sink.url, LEAD_NOTIFY_TO: "sales@stratumbim.com" });
    expect((await new Visitor(s.app).post("/api/contact", consultation)).statusCode).toBe(200);
    // The first try finds the server down: mail pauses, so the other waits untried; neither spends an attempt.
    expect(await s.drain()).toBeGreaterThanOrEqual(1);
    const pending = await s.db.selectFrom("jobs").selectAll().where("kind", "=", "mail").execute();
    expect(pending.map((j) => [j.status, Number(j.attempts)])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
    expect(pending.map((j) => j.last_error).join(" ")).toMatch(/ECONNREFUSED/);

    await sink.start();
    expect(sink.received).toHaveLength(0);
    expect(await s.drain(later(2))).toBe(2);
    expect(sink.received.filter((m) => recipients(m).includes("sales@stratumbim.com"))).toHaveLength(1);
    expect(sink.received.filter((m) => recipients(m).includes(consultation.email))).toHaveLength(1);
    expect(await s.drain(later(24))).toBe(0);
    expect(sink.received).toHaveLength(2);
    const done = await s.db.selectFrom("jobs").select("status").where("kind", "=", "mail").execute();
    expect(done.map((j) => j.status)).toEqual(["done", "done"]);
  });

  it("posts the lead to the CRM signed like GitHub, and retries after a 500 with the same delivery id", async () => {
    const secret = "crm-shared-secret-0123456789";
    const crm = await crmReceiver([500]);
    cleanups.push(crm.close);
    const s = await site({ LEAD_WEBHOOK_URL: `${crm.url}/hooks/leads`, LEAD_WEBHOOK_SECRET: secret });
    const attribution = { landingPage: "/services/structural-detailing", utmSource: "google", utmCampaign: "steel-de" };
    expect((await new Visitor(s.app).post("/api/contact", { ...consultation, attribution })).statusCode).toBe(200);
    const lead = await s.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();

    await s.drain();
    expect(crm.deliveries).toHaveLength(1);
    const job = await s.db.selectFrom("jobs").selectAll().where("kind", "=", "lead.crm-webhook").executeTakeFirstOrThrow();
    expect([job.status, Number(job.attempts), job.last_error]).toEqual(["pending", 1, "CRM webhook answered 500"]);
    expect(await s.drain()).toBe(0);

    await s.drain(later(2));
    expect(crm.deliveries).toHaveLength(2);
    const failed = defined(crm.deliveries[0], "the failed delivery");
    const delivered = defined(crm.deliveries[1], "the retried delivery");
    const expected = `sha256=${createHmac("sha256", secret).update(delivered.body).digest("hex")}`;
    expect(delivered.headers["x-signature-256"]).toBe(expected);
    expect(delivered.headers["content-type"]).toBe("application/json");
    expect(delivered.headers["x-delivery-id"]).toBe(job.id);
    expect(failed.headers["x-delivery-id"]).toBe(job.id);
    expect(createHmac("sha256", "wrong-secret").update(delivered.body).digest("hex")).not.toBe(expected.slice(7));
    const body = JSON.parse(delivered.body);
    expect(body).toMatchObject({
      event: "lead.created",
      lead: {
        id: lead.id,
        fullName: "Lena Fischer",
        email: consultation.email,
        service: "structural-detailing",
        message: consultation.message,
        attribution: { landingPage: "/services/structural-detailing", utmSource: "google", utmCampaign: "steel-de", referrer: null },
      },
    });
    expect(await s.drain(later(24))).toBe(0);
    expect(crm.deliveries).toHaveLength(2);

    // Issue 20: the Standard Webhooks headers beside X-Signature-256, checked by that scheme's own verifier.
    const verifier = new Webhook(secret, { format: "raw" });
    expect(delivered.headers["webhook-id"]).toBe(job.id);
    expect(verifier.verify(delivered.body, delivered.headers as Record<string, string>)).toMatchObject({ event: "lead.created", lead: { id: lead.id } });
    expect(() => new Webhook("another-secret-0123456789", { format: "raw" }).verify(delivered.body, delivered.headers as Record<string, string>)).toThrow();
    const replayed: Record<string, string> = {
      ...(delivered.headers as Record<string, string>),
      "webhook-timestamp": String(Number(delivered.headers["webhook-timestamp"]) - 3600),
    };
    expect(() => verifier.verify(delivered.body, replayed)).toThrow();
  });

  it.each([301, 302, 307, 308])("treats a %i redirect as a failed attempt, follows nothing, names the Location and retries", async (status) => {
    const crm = await crmReceiver([status]);
    cleanups.push(crm.close);
    const s = await site({ LEAD_WEBHOOK_URL: `${crm.url}/hooks/leads`, LEAD_WEBHOOK_SECRET: "crm-shared-secret-0123456789" });
    expect((await new Visitor(s.app).post("/api/contact", consultation)).statusCode).toBe(200);
    await s.drain();
    expect(crm.deliveries.map((d) => [d.method, d.url])).toEqual([["POST", "/hooks/leads"]]);
    const job = await s.db.selectFrom("jobs").selectAll().where("kind", "=", "lead.crm-webhook").executeTakeFirstOrThrow();
    expect(job.status).toBe("pending");
    expect(job.last_error).toContain(`CRM webhook answered ${status} redirecting to ${crm.url}/moved`);
    await s.drain(later(2));
    expect(crm.deliveries.map((d) => [d.method, d.url])).toEqual([
      ["POST", "/hooks/leads"],
      ["POST", "/hooks/leads"],
    ]);
    expect((await s.db.selectFrom("jobs").select("status").where("id", "=", job.id).executeTakeFirstOrThrow()).status).toBe("done");
  });

  it("signs with a whsec_ secret as Standard Webhooks defines it", async () => {
    const secret = `whsec_${Buffer.from("a-thirty-two-byte-signing-key-!!").toString("base64")}`;
    const crm = await crmReceiver([]);
    cleanups.push(crm.close);
    const s = await site({ LEAD_WEBHOOK_URL: `${crm.url}/`, LEAD_WEBHOOK_SECRET: secret });
    await new Visitor(s.app).post("/api/contact", consultation);
    await s.drain();
    const delivery = defined(crm.deliveries[0], "the CRM delivery");
    expect(new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).toMatchObject({ event: "lead.created" });
  });

  it("sends no webhook and no mail for spam", async () => {
    const crm = await crmReceiver([]);
    cleanups.push(crm.close);
    const s = await site({ LEAD_WEBHOOK_URL: `${crm.url}/`, LEAD_WEBHOOK_SECRET: "crm-shared-secret-0123456789", LEAD_NOTIFY_TO: "sales@stratumbim.com" });
    expect((await new Visitor(s.app).post("/api/contact", { ...consultation, hp_check: "x" })).statusCode).toBe(200);
    expect(await s.drain(later(2))).toBe(0);
    expect(crm.deliveries).toHaveLength(0);
    expect(s.mails).toHaveLength(0);
  });
});

describe("lead webhook configuration", () => {
  it("needs the URL and the secret together", () => {
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: "http://127.0.0.1:1/" })).toThrow(/LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET go together/);
    expect(() => loadConfig({ LEAD_WEBHOOK_SECRET: "crm-shared-secret-0123456789" })).toThrow(/go together/);
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: "http://127.0.0.1:1/", LEAD_WEBHOOK_SECRET: "short" })).toThrow(/LEAD_WEBHOOK_SECRET: must be at least 16/);
  });
});
