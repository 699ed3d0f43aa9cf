import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { loadConfig } from "../../server/platform/config";
import { migrate, openDatabase } from "../../server/platform/database";
import { backoffMs, enqueue, listFailedJobs, retryJob } from "../../server/platform/jobs";
import { dialects, freshPostgres, startSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";
import { smtpSink } from "./support/smtp-sink";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { defined } from "../support/defined";
import { freePort } from "../support/site-process";

const run = promisify(execFile);
/** Waits for a condition the runner brings about in its own time. */
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe.each(dialects)("durable jobs on %s", (dialect) => {
  it("keeps a mail through an SMTP outage without spending an attempt, and delivers it once when the server is back", async () => {
    const sink = await smtpSink(await freePort());
    const site = await startSite(dialect, { SMTP_URL: sink.url });
    try {
      const visitor = new Visitor(site.app, "198.51.100.200");
      // Made directly, so the reset mail is the only one queued (registration would queue its verification mail too).
      const person = await makeUser(site);
      // The mail server is down when the visitor asks: the answer is still a success, and the mail is kept.
      expect((await visitor.post("/api/auth/request-reset", { email: person.email })).statusCode).toBe(200);
      // The reset request (which looks the address up and queues the mail) and the mail's try, given back (again, if a probe fell due).
      expect(await site.drain()).toBeGreaterThanOrEqual(2);
      const [pending] = await site.db.selectFrom("jobs").selectAll().where("kind", "=", "mail").execute();
      expect(pending).toMatchObject({ status: "pending", attempts: 0 });
      expect(pending?.last_error).toBeTruthy();
      expect(pending?.payload).not.toContain(person.email);
      expect(sink.received).toHaveLength(0);

      await sink.start();
      expect(await site.drain(new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);
      expect(await site.drain(new Date(Date.now() + 24 * 60 * 60_000))).toBeGreaterThanOrEqual(0);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.subject).toContain("Reset your");
      expect(sink.received[0]?.text).toContain("/auth/reset-password?token=");
      const [done] = await site.db.selectFrom("jobs").selectAll().where("kind", "=", "mail").execute();
      expect(done).toMatchObject({ status: "done", payload: "{}" });
    } finally {
      await sink.stop();
      await site.close();
    }
  });

  it("pauses all mail while the SMTP server is down, logging once and spending no attempt, then delivers each queued mail once", async () => {
    const sink = await smtpSink(await freePort());
    const log = capturedLog();
    const site = await startSite(dialect, { SMTP_URL: sink.url, LOG_LEVEL: "info" }, log.stream);
    try {
      const mails = Array.from({ length: 12 }, (_, i) => `outage${i}.${Date.now().toString(36)}@example.com`);
      for (const to of mails) await site.app.mail.enqueue(site.db, { to, subject: `Queued during the outage ${to}`, text: "Kept.", html: "<p>Kept.</p>" });
      await site.app.jobs.start();
      // Probed three times (0.5 s, 1 s, 2 s apart) while the server stays down, and no try in hand (the pool may
      // hold a message that was already claimed for a moment before it, too, finds the server gone).
      const inHand = async () => (await site.db.selectFrom("jobs").select("id").where("kind", "=", "mail").where("locked_by", "is not", null).execute()).length;
      await until(async () => (site.app.jobs.outages()[0]?.probes ?? 0) >= 3 && (await inHand()) === 0);
      const waiting = await site.db.selectFrom("jobs").select(["status", "attempts"]).where("kind", "=", "mail").execute();
      expect(waiting).toHaveLength(mails.length);
      expect(waiting.every((job) => job.status === "pending" && Number(job.attempts) === 0)).toBe(true);
      expect(log.lines().filter((line) => line.includes("mail paused"))).toHaveLength(1);
      expect(log.lines().filter((line) => line.includes("will retry") || line.includes("job dead"))).toHaveLength(0);

      await sink.start();
      await until(() => sink.received.length >= mails.length);
      await until(async () => (await site.db.selectFrom("jobs").select("id").where("kind", "=", "mail").where("status", "!=", "done").execute()).length === 0);
      expect(sink.received.map((m) => m.to && "text" in m.to && m.to.text).sort()).toEqual([...mails].sort());
      expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(mails.length);
      // Twelve mails over the pool's few connections (five), not one handshake each.
      expect(sink.connections()).toBeLessThanOrEqual(5);
      expect(site.app.jobs.outages()).toEqual([]);
      expect(log.lines().filter((line) => line.includes("mail resumed"))).toHaveLength(1);
    } finally {
      await site.close();
      await sink.stop();
    }
  }, 60_000);

  it("declares a job dead after its last attempt, lists it, and retries it on request", async () => {
    const site = await startSite(dialect);
    try {
      let calls = 0;
      site.app.jobs.register("always-fails", async () => {
        calls += 1;
        throw new Error("CRM answered 500");
      });
      await enqueue(site.db, { kind: "always-fails", payload: { n: 1 }, maxAttempts: 3 });
      for (let i = 0; i < 5; i++) await site.drain(new Date(Date.now() + (i + 1) * 24 * 60 * 60_000));
      expect(calls).toBe(3);
      const failed = await listFailedJobs(site.db);
      expect(failed).toEqual([expect.objectContaining({ kind: "always-fails", attempts: 3, lastError: "CRM answered 500" })]);
      const { id } = defined(failed[0], "the dead job");
      expect(await retryJob(site.db, id)).toBe(true);
      expect(await retryJob(site.db, id)).toBe(false);
      await site.drain();
      expect(calls).toBe(4);
    } finally {
      await site.close();
    }
  });

  it("ignores a second job with the same dedupe key", async () => {
    const site = await startSite(dialect);
    try {
      const seen: unknown[] = [];
      site.app.jobs.register("once", async (payload) => void seen.push(payload));
      await enqueue(site.db, { kind: "once", payload: { n: 1 }, dedupeKey: "lead-42" });
      await enqueue(site.db, { kind: "once", payload: { n: 2 }, dedupeKey: "lead-42" });
      await site.drain();
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await site.close();
    }
  });

  it("never runs one job twice when two processes drain the same table", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobs-"));
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...(database && { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }) });
    const { db } = openDatabase(config);
    await migrate(db);
    const total = 150;
    for (let n = 1; n <= total; n++) await enqueue(db, { kind: "probe", payload: { n } });
    const deliveries = path.join(dataDir, "deliveries.txt");
    writeFileSync(deliveries, "");
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", SESSION_SECRET: TEST_SESSION_SECRET, DELIVERIES: deliveries };
    const worker = path.resolve("tests/api/support/drain-worker.ts");
    const tsx = path.resolve("node_modules/.bin/tsx");
    await Promise.all([run(tsx, [worker], { env }), run(tsx, [worker], { env })]);
    const lines = readFileSync(deliveries, "utf8").trim().split("\n");
    expect(lines).toHaveLength(total);
    expect(new Set(lines.map((line) => line.split(" ")[0])).size).toBe(total);
    // Both processes took part, so the single-delivery result is a real race, not one runner alone.
    expect(new Set(lines.map((line) => line.split(" ")[1])).size).toBe(2);
    const left = await db.selectFrom("jobs").select("id").where("status", "!=", "done").execute();
    expect(left).toHaveLength(0);
    await db.destroy();
    await database?.drop();
  });
});

describe("backoff", () => {
  it("doubles from 5 s and stops growing at one hour", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(60 * 60_000);
  });
});
