import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

import { SMTPServer } from "smtp-server";
import { type Db, migrate, openDatabase } from "../server/platform/database";
import { DAILY, enqueue, HOURLY } from "../server/platform/jobs";
import { sealer } from "../server/platform/sealed";
import { freshPostgres } from "../tests/api/harness";
import { seedInBulk } from "./scale-seed";
import { adminCookie, holdScheduledJobs, ms, pct, startServer } from "./bench-support";
import type { Stoppable } from "./stoppable";

// Usage: npm run bench:scale [-- --leads 100000] [-- --mails 2000] [-- --only sqlite|postgres]   PostgreSQL too when TEST_DATABASE_URL is set.
// Issue 27: seeds the real schema in bulk, runs the built server, and prints each figure as measured beside its target.
const arg = (name: string) => process.argv.find((_, i) => process.argv[i - 1] === `--${name}`);
const LEADS = Number(arg("leads") ?? 1_000_000);
const SIZES = {
  leads: LEADS,
  users: Math.round(LEADS / 10),
  pageViews: LEADS * 5,
  sessions: Math.min(100_000, Math.round(LEADS / 10)),
  subscribers: Math.round(LEADS / 20),
};
const MAILS = Number(arg("mails") ?? 2_000);
const PORT = Number(process.env.BENCH_PORT ?? 4280);
const SMTP_PORT = PORT + 1;
const SECRET = randomBytes(32).toString("base64url");
const DAILY_JOBS = [
  ["leads.retention", DAILY],
  ["page-views.prune", DAILY],
  ["accounts.prune", HOURLY],
  ["jobs.prune", HOURLY],
] as const;
const OTHER_SCHEDULED = [
  ["rate-limits.prune", HOURLY],
  ["leads.spent-stamps", HOURLY],
] as const;

const rows: string[][] = [];
/** The machine is shared: each figure is printed with the 1-minute load average when it was taken (2 cores here). */
const load = () => loadavg()[0]?.toFixed(1) ?? "?";
const report = (database: string, figure: string, measured: string, target: string) => {
  rows.push([database, figure, measured, target, load()]);
  console.log(`${database.padEnd(10)} ${figure.padEnd(46)} ${measured.padEnd(26)} ${target.padEnd(16)} load ${load()}`);
};
/** How many times a request refused with 503 is asked again, after its Retry-After, before it counts as failed. */
const RETRIES = 5;

function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  server.on("error", () => {});
  return {
    listen: () => new Promise<void>((resolve) => server.listen(SMTP_PORT, "127.0.0.1", resolve)),
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** CPU seconds the process has used (utime + stime in clock ticks of 10 ms). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Waits until start-up work done after readiness (the mail templates' preload) is over: under 10% of a core for a second. */
async function settled(pid: number) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSeconds(pid) - before < 0.1) return;
  }
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Waits out a 503's Retry-After, as a person pressing again would; the figure is what the last try took. */
async function retryAfter(response: Response) {
  const seconds = Number(response.headers.get("retry-after") ?? 1);
  await response.body?.cancel();
  await new Promise((r) => setTimeout(r, 1000 * (Number.isFinite(seconds) ? seconds : 1)));
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number; refused: number }> {
  for (let refused = 0; ; refused++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (response.status === 503 && refused < RETRIES) {
      await retryAfter(response);
      continue;
    }
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, refused };
  }
}

async function benchEndpoints(name: string, origin: string, cookie: string, db: Db) {
  const deep = await db
    .selectFrom("leads")
    .select(["created_at", "id"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(Math.floor(LEADS * 0.9))
    .limit(1)
    .executeTakeFirst();
  const cursor = deep ? Buffer.from(JSON.stringify([deep.created_at, deep.id])).toString("base64url") : "";
  const anyLead = await db.selectFrom("leads").select("id").limit(1).executeTakeFirstOrThrow();
  const endpoints = [
    "/api/admin/dashboard",
    "/api/admin/traffic",
    "/api/admin/leads?pageSize=10",
    "/api/admin/leads?pageSize=10&status=won",
    "/api/admin/leads?pageSize=10&from=2025-01-01&to=2025-03-31",
    "/api/admin/leads?pageSize=10&search=rson%204242",
    "/api/admin/leads?pageSize=10&search=ed31337%40exa",
    `/api/admin/leads?pageSize=10&page=2&after=${cursor}`,
    `/api/admin/leads/${anyLead.id}`,
    "/api/admin/users?pageSize=10",
    "/api/admin/users?pageSize=10&sort=username&order=asc",
    "/api/admin/users?pageSize=10&sort=lastLogin&order=desc",
    "/api/admin/users?pageSize=10&search=member4242",
    "/api/admin/users/deletions",
    "/api/admin/subscribers?pageSize=10",
    "/api/admin/settings",
    "/api/admin/jobs/failed",
  ];
  for (const endpoint of endpoints) {
    const times: number[] = [];
    const failed: number[] = [];
    let refused = 0;
    for (let i = 0; i < 22; i++) {
      const result = await timedGet(`${origin}${endpoint}`, cookie);
      refused += result.refused;
      if (result.status !== 200) failed.push(result.status);
      else if (i >= 2) times.push(result.ms);
    }
    const label = endpoint.length > 46 ? `${endpoint.slice(0, 43)}...` : endpoint;
    const notes = [
      refused > 0 && `${refused} × 503 retried`,
      failed.length > 0 && `FAILED: ${failed.length} answered ${[...new Set(failed)].join(", ")}`,
    ].filter(Boolean);
    report(
      name,
      `GET ${label}`,
      times.length === 0
        ? `FAILED: ${notes.join("; ")}`
        : `p50 ${ms(pct(times, 50) ?? Number.NaN)}, p95 ${ms(pct(times, 95) ?? Number.NaN)}${notes.length ? ` (${notes.join("; ")})` : ""}`,
      "p95 ≤ 150 ms",
    );
  }
}

async function benchExports(name: string, origin: string, cookie: string, pid: number) {
  for (const [file, count] of [
    ["/api/admin/leads/export.csv", SIZES.leads],
    ["/api/admin/users/export.csv", SIZES.users],
    ["/api/admin/subscribers/export.csv", SIZES.subscribers],
  ] as const) {
    const target = file.includes("leads") ? `linear; 1M leads ≤ 60 s (≈ ${((60 * count) / 1_000_000).toFixed(1)} s here)` : "linear";
    let refused = 0;
    let response = await fetch(`${origin}${file}`, { headers: { cookie } });
    while (response.status === 503 && refused < RETRIES) {
      refused++;
      await retryAfter(response);
      response = await fetch(`${origin}${file}`, { headers: { cookie } });
    }
    const retried = refused > 0 ? ` (${refused} × 503 retried first)` : "";
    if (response.status !== 200) {
      await response.body?.cancel();
      report(name, `export ${file.split("/")[3]}`, `FAILED: answered ${response.status}${retried}`, target);
      continue;
    }
    // Timed from the answer that was served, so a refused try's wait is not counted as export time.
    const started = performance.now();
    const cpuBefore = cpuSeconds(pid);
    let lines = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      for (let at = read.value.indexOf(10); at !== -1; at = read.value.indexOf(10, at + 1)) lines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const complete = lines - 1 >= count;
    report(
      name,
      `export ${file.split("/")[3]} (${(lines - 1).toLocaleString("en")} rows)`,
      `${complete ? "" : `FAILED: ${count.toLocaleString("en")} rows expected, `}${seconds.toFixed(1)} s (server CPU ${(cpuSeconds(pid) - cpuBefore).toFixed(1)} s)${retried}`,
      target,
    );
  }
}

async function benchRss(name: string, origin: string, cookie: string, pid: number) {
  const samples: number[] = [];
  for (let i = 0; i < 50; i++) {
    await timedGet(`${origin}/api/admin/dashboard`, cookie);
    samples.push(rssMb(pid));
  }
  report(
    name,
    "server RSS across 50 overview loads",
    `${(samples[0] ?? Number.NaN).toFixed(0)} → ${(samples.at(-1) ?? Number.NaN).toFixed(0)} MB (peak ${Math.max(...samples).toFixed(0)})`,
    "flat, ± 50 MB",
  );
}

/** Ten connections asking for the home page until stopped, as autocannon measures them. */
function homePageLoad(origin: string) {
  let finish: (result: autocannon.Result) => void = () => {};
  const result = new Promise<autocannon.Result>((resolve) => (finish = resolve));
  const instance = autocannon({ url: `${origin}/`, connections: 10, duration: 3600 }, (_error, measured) => finish(measured));
  return {
    stop: () => {
      instance.stop();
      return result;
    },
  };
}

async function benchJobs(name: string, origin: string, db: Db) {
  for (const [kind] of DAILY_JOBS) {
    // The same load with no job running, just before: on a shared machine the job's figure means something only beside it.
    const quiet = homePageLoad(origin);
    await new Promise((r) => setTimeout(r, 10_000));
    const idle = await quiet.stop();
    const id = randomUUID();
    await enqueue(db, { kind, payload: {}, dedupeKey: `bench-${id}` });
    const job = await db.selectFrom("jobs").select("id").where("dedupe_key", "=", `bench-${id}`).executeTakeFirstOrThrow();
    const started = performance.now();
    const done = (async () => {
      for (;;) {
        const row = await db.selectFrom("jobs").select("status").where("id", "=", job.id).executeTakeFirst();
        if (row?.status === "done" || row?.status === "dead") return row.status;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const load = homePageLoad(origin);
    const status = await done;
    const measured = await load.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    report(
      name,
      `GET / while ${kind} runs (${seconds} s, ${status})`,
      `p99 ${ms(measured.latency.p99)}, ${Math.round(measured.requests.average)} req/s${measured.non2xx ? `, ${measured.non2xx} non-2xx` : ""} (idle: p99 ${ms(idle.latency.p99)}, ${Math.round(idle.requests.average)} req/s)`,
      "p99 ≤ 100 ms",
    );
  }
}

async function benchMail(name: string, db: Db, sink: ReturnType<typeof smtpSink>) {
  const box = sealer(SECRET, "mail-job");
  const before = sink.received();
  // In one transaction, so the runner finds them all at once and none is sent before the clock starts.
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < MAILS; i++) {
      const mail = { to: `reader${i}@example.com`, subject: `Bench mail ${i}`, text: "Drain rate.", html: "<p>Drain rate.</p>" };
      await enqueue(trx, { kind: "mail", payload: { sealed: box.seal(mail) } });
    }
  });
  const started = performance.now();
  while (sink.received() - before < MAILS) await new Promise((r) => setTimeout(r, 50));
  const seconds = (performance.now() - started) / 1000;
  report(name, `mail drain (${MAILS} mails to a local sink)`, `${(MAILS / seconds).toFixed(0)} mails/s`, "≥ 100 mails/s");
}

async function run(name: "sqlite" | "postgres") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  const database = name === "postgres" ? await freshPostgres() : undefined;
  const { db } = openDatabase({ dataDir, databaseUrl: database?.url });
  const sink = smtpSink();
  let server: Stoppable | undefined;
  try {
    await migrate(db);
    const seeding = performance.now();
    await seedInBulk(db, SIZES);
    report(
      name,
      `seed ${Object.entries(SIZES)
        .map(([k, v]) => `${v.toLocaleString("en")} ${k}`)
        .join(", ")}`,
      `${((performance.now() - seeding) / 1000).toFixed(0)} s`,
      "-",
    );
    const cookie = await adminCookie(db);
    await holdScheduledJobs(db, [...DAILY_JOBS, ...OTHER_SCHEDULED]);
    await sink.listen();
    server = await startServer(PORT, {
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      ...(database && { DATABASE_URL: database.url }),
    });
    const origin = `http://127.0.0.1:${PORT}`;
    await settled(server.child.pid!);
    await benchEndpoints(name, origin, cookie, db);
    await benchRss(name, origin, cookie, server.child.pid!);
    await benchExports(name, origin, cookie, server.child.pid!);
    await benchJobs(name, origin, db);
    await benchMail(name, db, sink);
  } finally {
    await server?.stop();
    await sink.close();
    await db.destroy();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --only sqlite|postgres runs one database (--sqlite-only is the same as --only sqlite).
const only = process.argv.includes("--sqlite-only") ? "sqlite" : arg("only");
const databases = (["sqlite", "postgres"] as const).filter((d) => (only ? d === only : d === "sqlite" || process.env.TEST_DATABASE_URL));
for (const name of databases) await run(name);
console.log("\n| Database | Figure | Measured | Target | Load (1 min) |\n|---|---|---|---|---|");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
