import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashCapacity } from "../../server/accounts/passwords/passwords";
import { type Db, openDatabase } from "../../server/platform/database";
import { HttpVisitor } from "../support/http-client";
import { pgCluster, postgresBin } from "../support/pg-cluster";
import { freePort, startSiteProcess } from "../support/site-process";
import { dialects, freshPostgres } from "./harness";
import { smtpSink } from "./support/smtp-sink";

const lead = (name: string) => ({
  fullName: name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@fischer-bau.example`,
  service: "structural-detailing",
  message: "Steel connection detailing for a warehouse extension in Munich.",
  privacy: true,
});
const notificationSubject = (name: string) => `New consultation request from ${name} (Structural Detailing)`;
const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  for (const deadline = Date.now() + ms; !(await check()) && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
};
/** A busy loop on every core and one more; each ends itself after a minute, should a test be cut off before its finally. */
const busyLoops = () =>
  Array.from({ length: availableParallelism() + 1 }, () =>
    spawn(process.execPath, ["-e", "for (const end = Date.now() + 60000; Date.now() < end; );"], { stdio: "ignore" }),
  );
// Fast means not waiting out the pool's connection timeout (server/platform/database.ts): a bound, not a speed target.
/** The hits one rate rule has counted so far: a request is counted as its headers are read, before any answer. */
const hitsCounted = async (db: Db, rule: string) =>
  Number((await db.selectFrom("rate_limits").select("count").where("key", "like", `${rule}:%`).executeTakeFirst())?.count ?? 0);
const POOL_CONNECT_TIMEOUT_MS = 5_000;
const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

describe.each(dialects)("faults on %s", (dialect) => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("keeps every acknowledged lead and sends each notification once through five SIGKILLs", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const sink = await smtpSink(await freePort());
    await sink.start();
    cleanups.push(sink.stop);
    const port = await freePort();
    const env = {
      DATABASE_URL: database?.url ?? "",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "kill-")),
      SMTP_URL: sink.url,
      LEAD_NOTIFY_TO: "sales@stratumbim.com",
      RATE_LIMIT_FACTOR: "1000",
    };
    const acknowledged: string[] = [];
    for (let round = 0; round < 5; round++) {
      const site = startSiteProcess(port, env);
      cleanups.push(() => site.stop("SIGKILL"));
      await site.ready();
      const visitor = new HttpVisitor();
      await visitor.csrf(site.url);
      let n = 0;
      let acknowledgedThisRound = 0;
      // Two clients submit back to back; the kill lands mid-stream, with requests and mail deliveries in flight.
      const stream = Array.from({ length: 2 }, async (_, client) => {
        for (;;) {
          const name = `Client R${round}C${client}N${n++}`;
          const answer = await visitor.send("POST", `${site.url}/api/contact`, lead(name)).catch(() => null);
          if (!answer) return;
          if (answer.ok) {
            acknowledged.push(name);
            acknowledgedThisRound++;
          }
          // Paced like busy visitors rather than a benchmark, so the mail that follows stays a few seconds' work.
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      // However slow the machine, each round has some acknowledged leads before the kill.
      await until(() => acknowledgedThisRound >= 3, 20_000);
      await new Promise((r) => setTimeout(r, Math.random() * 400));
      await site.stop("SIGKILL");
      await Promise.all(stream);
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    const site = startSiteProcess(port, env);
    cleanups.push(() => site.stop());
    await site.ready();
    const notified = () => new Set(sink.received.filter((m) => m.subject?.startsWith("New consultation")).map((m) => m.subject));
    await until(() => acknowledged.every((name) => notified().has(notificationSubject(name))), 60_000);
    const { db } = openDatabase({ databaseUrl: database?.url, dataDir: env.DATA_DIR });
    cleanups.push(() => db.destroy());
    // A mail is handed to the sink before its job is marked done: once none is left, a duplicate would already be here.
    const unsent = async () => (await db.selectFrom("jobs").select("id").where("kind", "=", "mail").where("status", "!=", "done").execute()).length;
    await until(async () => (await unsent()) === 0, 60_000);
    const stored = new Set((await db.selectFrom("leads").select("full_name").execute()).map((r) => r.full_name));
    for (const name of acknowledged) {
      expect(stored.has(name), `lead ${name} kept`).toBe(true);
      // A delivery cut by the kill is sent again under the same Message-ID, which receiving systems treat as one message.
      const ids = new Set(sink.received.filter((m) => m.subject === notificationSubject(name)).map((m) => m.messageId));
      expect(ids.size, `notifications for ${name}`).toBe(1);
    }
    const pending = await db.selectFrom("jobs").select("id").where("kind", "=", "mail").where("status", "!=", "done").execute();
    expect(pending).toEqual([]);
  });

  it("finishes requests in flight on SIGTERM, refuses new ones and exits 0", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const site = startSiteProcess(await freePort(), { DATABASE_URL: database?.url ?? "", RATE_LIMIT_FACTOR: "1000" });
    cleanups.push(() => site.stop("SIGKILL"));
    await site.ready();
    const visitor = new HttpVisitor();
    const token = await visitor.csrf(site.url);
    const { db } = openDatabase({ databaseUrl: database?.url, dataDir: site.dataDir });
    cleanups.push(() => db.destroy());
    const counted = (rule: string) => hitsCounted(db, rule);
    // A consultation request whose body is still arriving when the signal comes: it is finished, answered and kept.
    const body = JSON.stringify(lead("Signal Halfway"));
    let restSent: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => {
      restSent = resolve;
    });
    let parts = 0;
    const halves = new ReadableStream<Uint8Array>({
      async pull(controller) {
        parts += 1;
        if (parts === 1) return controller.enqueue(new TextEncoder().encode(body.slice(0, body.length / 2)));
        await rest;
        controller.enqueue(new TextEncoder().encode(body.slice(body.length / 2)));
        controller.close();
      },
    });
    const halfway = fetch(`${site.url}/api/contact`, {
      method: "POST",
      headers: { connection: "close", "content-type": "application/json", "x-csrf-token": token, cookie: `csrf_secret=${visitor.cookie("csrf_secret")}` },
      body: halves,
      duplex: "half",
    } as RequestInit).then((r) => r.status);
    // Received means counted: the lead budget counts a request as its headers are read.
    await until(async () => (await counted("contact-ip")) >= 1, 30_000);
    // Each sign-in costs a deliberately slow password hash, one at a time on two cores, so most are still queued when
    // the signal comes; each has its own connection, so none is an idle keep-alive socket the server may drop. At the
    // signal the queued ones are answered 503 at once. The running one finishes, or is answered 503 too if the machine
    // is so busy that its hash (which yields to everything else) has not ended 8 s into the 10 s grace. As many as the
    // queue admits: any more would be refused at once, before the sign-in budget counts them.
    const IN_FLIGHT = hashCapacity();
    const inFlight = Array.from({ length: IN_FLIGHT }, (_, i) =>
      visitor.send("POST", `${site.url}/api/login`, { username: `nobody_${i}`, password: "Granite-Falcon-81" }).then((r) => r.status),
    );
    // In flight means received: the sign-in budget counts each request as its headers are read, so wait until it
    // has counted them all instead of a fixed pause that a busy machine (or start-up work still running) overruns.
    await until(async () => (await counted("login-ip")) >= IN_FLIGHT, 30_000);
    expect(await counted("login-ip")).toBeGreaterThanOrEqual(IN_FLIGHT);
    site.child.kill("SIGTERM");
    // New connections are refused once the signal is handled; how soon that is depends on the machine's load.
    const refusedBy = Date.now() + 10_000;
    let refused = false;
    while (!refused && Date.now() < refusedBy) {
      refused = await fetch(`${site.url}/api/health`, { headers: { connection: "close" } }).then(
        () => false,
        () => true,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused).toBe(true);
    restSent();
    expect(await halfway).toBe(200);
    expect(await db.selectFrom("leads").select("email").where("full_name", "=", "Signal Halfway").execute()).toEqual([
      { email: "signal.halfway@fischer-bau.example" },
    ]);
    // Every one is answered: a refusal by the hashing queue (503) is an answer too, a reset connection is not.
    const statuses = await Promise.all(inFlight);
    expect(statuses).toContain(503);
    for (const status of statuses) expect([401, 503]).toContain(status);
    expect((await site.exited).code).toBe(0);
  });

  it("at SIGTERM finishes a sign-in whose caller has left, counting its failure before the database closes", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const site = startSiteProcess(await freePort(), { DATABASE_URL: database?.url ?? "", RATE_LIMIT_FACTOR: "1000" });
    const hogs: ReturnType<typeof spawn>[] = [];
    cleanups.push(() => site.stop("SIGKILL"));
    try {
      await site.ready();
      const visitor = new HttpVisitor();
      const token = await visitor.csrf(site.url);
      const { db } = openDatabase({ databaseUrl: database?.url, dataDir: site.dataDir });
      cleanups.push(() => db.destroy());
      // Busy loops keep the hash (which yields to every other program) from ending before the signal, as on a shared machine.
      hogs.push(...busyLoops());
      const caller = new AbortController();
      const walkedAway = fetch(`${site.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token, cookie: `csrf_secret=${visitor.cookie("csrf_secret")}` },
        body: JSON.stringify({ username: "walked_away", password: "Granite-Falcon-81" }),
        signal: caller.signal,
      }).catch(() => "left");
      await until(async () => (await hitsCounted(db, "login-ip")) >= 1, 30_000);
      // Past the token check and the user lookup, into its hash; then the caller's connection is gone, so closing the
      // server waits for no connection while the handler still has its failure to count.
      await new Promise((r) => setTimeout(r, 1_000));
      caller.abort();
      expect(await walkedAway).toBe("left");
      site.child.kill("SIGTERM");
      // The loops only kept the hash from ending before the signal: the shutdown's grace is the hash's to finish in.
      for (const hog of hogs.splice(0)) hog.kill("SIGKILL");
      const exited = await site.exited;
      expect(exited.code).toBe(0);
      expect(site.stdout()).not.toMatch(/"level":50/);
      expect(site.stderr()).toBe("");
      // A guess that was checked is a guess counted, even when whoever made it hung up.
      expect(await hitsCounted(db, "login-fail-account")).toBe(1);
    } finally {
      for (const hog of hogs) hog.kill("SIGKILL");
    }
  });
});

describe("shutdown while other programs keep every core busy", () => {
  it("answers the sign-in whose hash cannot finish inside the grace, and exits 0", async () => {
    const site = startSiteProcess(await freePort(), { RATE_LIMIT_FACTOR: "1000" });
    const hogs: ReturnType<typeof spawn>[] = [];
    try {
      await site.ready();
      const visitor = new HttpVisitor();
      await visitor.csrf(site.url);
      // A hash runs under SCHED_IDLE: with a busy loop on every core (and one more) it gets almost no CPU, the way a
      // machine shared with a build or a bench starves it.
      hogs.push(...busyLoops());
      const signIns = Array.from({ length: 2 }, (_, i) =>
        visitor.send("POST", `${site.url}/api/login`, { username: `starved_${i}`, password: "Granite-Falcon-81" }).then(
          (r) => r.status,
          (error: unknown) => `no answer: ${String(error)}`,
        ),
      );
      const { db } = openDatabase({ dataDir: site.dataDir });
      await until(async () => (await hitsCounted(db, "login-ip")) >= 2, 30_000);
      await db.destroy();
      // Past the token check and the user lookup: one hash running, one waiting for it.
      await new Promise((r) => setTimeout(r, 1_000));
      site.child.kill("SIGTERM");
      // The grace is 10 s: a hash that would hold its answer past it is answered 503 with Retry-After instead. The
      // bound is the grace and a margin for the loaded machine, not a speed target.
      const graceOver = new Promise<string>((resolve) => setTimeout(() => resolve("no answer within the grace"), 15_000));
      const statuses = await Promise.all(signIns.map((signIn) => Promise.race([signIn, graceOver])));
      // The process ends once its last hash does (Node waits for it), which the busy loops would put off for minutes.
      for (const hog of hogs.splice(0)) hog.kill("SIGKILL");
      for (const status of statuses) expect([401, 503]).toContain(status);
      expect((await site.exited).code).toBe(0);
    } finally {
      for (const hog of hogs) hog.kill("SIGKILL");
      await site.stop("SIGKILL");
    }
  });
});

describe.each(dialects.filter((d) => d === "postgres" && postgresBin()))("a %s outage", () => {
  it("answers fast 503s, keeps the pages up and recovers without a restart", async () => {
    const cluster = pgCluster(await freePort());
    cluster.start();
    const site = startSiteProcess(await freePort(), { DATABASE_URL: cluster.url });
    try {
      await site.ready();
      const visitor = new HttpVisitor();
      await visitor.csrf(site.url);
      expect((await visitor.send("POST", `${site.url}/api/contact`, lead("Before Outage"))).status).toBe(200);

      cluster.stop();
      // The pool's idle connections end with the server: logged, not swallowed, and the process stays up.
      await until(() => /an idle PostgreSQL connection failed/.test(site.stdout()), 15_000);
      expect(site.stdout()).toMatch(/"level":40,.*"msg":"an idle PostgreSQL connection failed; the next query reconnects"/);
      const ready = await timed(() => fetch(`${site.url}/api/ready`));
      expect(ready.result.status).toBe(503);
      expect(ready.ms).toBeLessThan(POOL_CONNECT_TIMEOUT_MS);
      const contact = await timed(() => visitor.send("POST", `${site.url}/api/contact`, lead("During Outage")));
      expect(contact.ms).toBeLessThan(POOL_CONNECT_TIMEOUT_MS);
      expect(contact.result.status).toBe(503);
      expect(contact.result.headers.get("retry-after")).toBe("5");
      expect(contact.result.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await contact.result.json()).toEqual({
        success: false,
        code: "unavailable",
        message: "The service is temporarily unavailable. Please try again shortly.",
      });
      const session = await timed(() => fetch(`${site.url}/api/user`, { headers: { cookie: "sid=whatever" } }));
      expect(session.ms).toBeLessThan(POOL_CONNECT_TIMEOUT_MS);
      expect(session.result.status).toBe(503);
      for (const page of ["/", "/contact", "/blog"]) {
        const answer = await fetch(`${site.url}${page}`);
        expect(answer.status, page).toBe(200);
        expect(await answer.text()).toContain("Stratum");
      }

      cluster.start();
      await until(
        async () =>
          (await fetch(`${site.url}/api/ready`).then(
            (r) => r.status,
            () => 0,
          )) === 200,
        15_000,
      );
      expect((await fetch(`${site.url}/api/ready`)).status).toBe(200);
      expect((await visitor.send("POST", `${site.url}/api/contact`, lead("After Outage"))).status).toBe(200);
      expect(site.child.exitCode).toBeNull();
    } finally {
      await site.stop();
      cluster.remove();
    }
  });
});
