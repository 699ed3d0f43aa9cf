import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/platform/database";
import { migrations } from "../../server/platform/migrations";
import { HttpVisitor } from "../support/http-client";
import { freePort, type SiteProcess, startSiteProcess } from "../support/site-process";
import { dialects, freshPostgres } from "./harness";
import { smtpSink } from "./support/smtp-sink";

const admin = { ADMIN_USERNAME: "owner", ADMIN_EMAIL: "owner@stratumbim.com", ADMIN_PASSWORD: "Granite-Falcon-81" };
const lead = (i: number) => ({
  fullName: `Client ${i}`,
  email: `client${i}@fischer-bau.example`,
  service: "structural-detailing",
  message: "Steel connection detailing for a warehouse extension in Munich.",
  privacy: true,
});
const until = async (check: () => boolean, ms: number) => {
  for (const deadline = Date.now() + ms; !check() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
};

// Two instances on one database, started at the same moment: on PostgreSQL as behind a load balancer, on SQLite as two processes sharing DATA_DIR.
describe.each(dialects)("two instances on one %s database", (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("behave as one site: sessions, logout, CSRF tokens, rate limits, jobs and migrations", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const sink = await smtpSink(await freePort());
    await sink.start();
    cleanups.push(sink.stop);
    const shared = {
      ...admin,
      DATABASE_URL: database?.url ?? "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "scale-")),
      SMTP_URL: sink.url,
      LEAD_NOTIFY_TO: "sales@stratumbim.com",
    };
    const sites: SiteProcess[] = [];
    for (const port of [await freePort(), await freePort()]) {
      // Each keeps its own DATA_DIR on PostgreSQL: nothing but the database is shared.
      const site = startSiteProcess(port, { ...shared, ...(database && { DATA_DIR: mkdtempSync(path.join(tmpdir(), "scale-")) }) });
      cleanups.push(() => site.stop());
      sites.push(site);
    }
    await Promise.all(sites.map((s) => s.ready()));
    const [a, b] = sites.map((s) => s.url);
    if (!a || !b) throw new Error("two instances were started");

    // A session made on A is valid on B; a CSRF token from A is accepted by B; logging out on B ends it on A.
    const visitor = new HttpVisitor();
    await visitor.csrf(a);
    expect((await visitor.send("POST", `${a}/api/login`, { username: "owner", password: admin.ADMIN_PASSWORD })).status).toBe(200);
    expect(((await (await visitor.request(`${b}/api/user`)).json()) as { user: { username: string } }).user.username).toBe("owner");
    const sid = visitor.cookie("sid")!;
    await visitor.csrf(a);
    expect((await visitor.request(`${b}/api/logout`, { method: "POST", body: {}, headers: { "x-csrf-token": "forged" } })).status).toBe(403);
    expect((await visitor.send("POST", `${b}/api/logout`)).status).toBe(200);
    expect((await fetch(`${a}/api/user`, { headers: { cookie: `sid=${sid}` } })).status).toBe(401);

    // The contact budget (10 per address per 15 minutes) is counted once for the whole site.
    const client = new HttpVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await client.send("POST", `${i % 2 ? b : a}/api/contact`, lead(i))).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);

    // Both job runners poll the same table: each lead gives one notification and one acknowledgement, none twice.
    await until(() => sink.received.length >= 20, 60_000);
    // A mail reaches the sink before its job is marked done: once none is left, a duplicate would already be here.
    const { db } = openDatabase({ databaseUrl: database?.url, dataDir: shared.DATA_DIR });
    cleanups.push(() => db.destroy());
    const unsent = async () => (await db.selectFrom("jobs").select("id").where("kind", "=", "mail").where("status", "!=", "done").execute()).length;
    for (const deadline = Date.now() + 60_000; (await unsent()) > 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
    expect(await unsent()).toBe(0);
    expect(sink.received).toHaveLength(20);
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(20);
    const subjects = sink.received
      .map((m) => m.subject)
      .filter((s) => s?.startsWith("New consultation request"))
      .sort();
    expect(subjects).toEqual(Array.from({ length: 10 }, (_, i) => `New consultation request from Client ${i} (Structural Detailing)`).sort());

    // Migrations ran once, and no signing key is kept in the database (SESSION_SECRET comes from the environment).
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    const secrets = await db.selectFrom("platform_secrets").select("name").execute();
    expect(secrets).toHaveLength(0);
  });
});
