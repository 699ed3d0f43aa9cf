import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../server/platform/database";
import { freshPostgres } from "../tests/api/harness";
import { percentile } from "./percentile";
import { type Stoppable, startStoppable } from "./stoppable";

// Usage: npm run bench:leads  (PostgreSQL too when TEST_DATABASE_URL is set). LEADS and CONCURRENCY override.
const TOTAL = Number(process.env.LEADS ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 100);
const PORT = Number(process.env.BENCH_PORT ?? 3991);
const CRM_PORT = PORT + 1;
const NOTIFY = ["sales@stratumbim.com"];

type Run = {
  database: string;
  ok: number;
  failed: number;
  refused: string;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  stored: number;
  mailJobs: number;
  webhookJobs: number;
};

async function startServer(env: Record<string, string>): Promise<Stoppable> {
  const server = startStoppable(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "error", NODE_ENV: "production", RATE_LIMIT_FACTOR: "100000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

const stop = async (server: Stoppable) => void (await server.stop());

async function submitAll(run: string) {
  const origin = `http://127.0.0.1:${PORT}`;
  const tokenResponse = await fetch(`${origin}/api/csrf-token`);
  const cookie = tokenResponse.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
  const latencies: number[] = [];
  const acknowledged: string[] = [];
  const refusals = new Map<string, number>();
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      const email = `bench.${run}.${i}@example.com`;
      const body =
        i % 2 === 0
          ? {
              fullName: `Bench Visitor ${i}`,
              email,
              service: "bim-services",
              message: `Benchmark consultation request number ${i}.`,
              privacy: true,
              idempotencyKey: `${run}-${i}`,
            }
          : {
              name: `Bench Visitor ${i}`,
              email,
              subject: "Benchmark enquiry",
              message: `Benchmark enquiry number ${i}.`,
              serviceType: "bim",
              idempotencyKey: `${run}-${i}`,
            };
      const t0 = performance.now();
      // Like a person pressing Send again: a 503 (load shedding) is retried after Retry-After with the same key.
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken, cookie },
          body: JSON.stringify(body),
        }).catch(() => null);
        await response?.arrayBuffer();
        if (response?.ok) {
          acknowledged.push(email);
          break;
        }
        const status = String(response?.status ?? "network");
        refusals.set(status, (refusals.get(status) ?? 0) + 1);
        if (attempt >= 5 || (response && response.status !== 503)) {
          failed++;
          break;
        }
        await new Promise((r) => setTimeout(r, Math.min(5, Number(response?.headers.get("retry-after") ?? 1)) * 1000));
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  const at = (q: number) => Math.round(percentile(latencies, q));
  return { acknowledged, failed, seconds, p50: at(0.5), p99: at(0.99), refused: [...refusals].map(([status, n]) => `${n}×${status}`).join(" ") || "none" };
}

/** Every acknowledged lead is a row, and each has its CRM job and its mail jobs (one per inbox plus the visitor's). */
async function verify(options: { dataDir: string; databaseUrl?: string }, acknowledged: string[]) {
  const { db } = openDatabase(options);
  try {
    const stored = new Set<string>();
    const ids: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 500) {
      const rows = await db
        .selectFrom("leads")
        .select(["id", "email"])
        .where("email", "in", acknowledged.slice(i, i + 500))
        .execute();
      for (const r of rows) {
        stored.add(r.email);
        ids.push(r.id);
      }
    }
    const missing = acknowledged.filter((e) => !stored.has(e));
    if (missing.length) throw new Error(`${missing.length} acknowledged leads are not in the database, e.g. ${missing[0]}`);
    const webhookKeys = new Set((await db.selectFrom("jobs").select("dedupe_key").where("kind", "=", "lead.crm-webhook").execute()).map((j) => j.dedupe_key));
    const withoutJob = ids.filter((id) => !webhookKeys.has(`lead.crm-webhook:${id}`));
    if (withoutJob.length) throw new Error(`${withoutJob.length} leads have no CRM job`);
    const mailJobs = Number(
      (
        await db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("kind", "=", "mail")
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (mailJobs !== ids.length * (NOTIFY.length + 1)) throw new Error(`${mailJobs} mail jobs for ${ids.length} leads`);
    return { stored: stored.size, mailJobs, webhookJobs: webhookKeys.size };
  } finally {
    await db.destroy();
  }
}

async function bench(database: "sqlite" | "postgres"): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-leads-"));
  const postgres = database === "postgres" ? await freshPostgres() : undefined;
  const databaseUrl = postgres?.url;
  const dropDatabase = async () => postgres?.drop();
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    LEAD_NOTIFY_TO: NOTIFY.join(","),
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${CRM_PORT}/leads`,
    LEAD_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
    SESSION_SECRET: "bench-session-secret-0123456789-abcdefgh",
  });
  try {
    const result = await submitAll(`${database}${Date.now().toString(36)}`);
    const proof = await verify({ dataDir, databaseUrl }, result.acknowledged);
    return {
      database,
      ok: result.acknowledged.length,
      failed: result.failed,
      refused: result.refused,
      seconds: Number(result.seconds.toFixed(1)),
      rps: Math.round(TOTAL / result.seconds),
      p50: result.p50,
      p99: result.p99,
      ...proof,
    };
  } finally {
    await stop(server);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The CRM: answers every delivery at once, so the runner competes with the requests as it would in production.
const crm = createServer((request, response) => {
  request.resume();
  request.on("end", () => response.writeHead(204).end());
});
await new Promise<void>((resolve) => crm.listen(CRM_PORT, "127.0.0.1", resolve));
try {
  const runs: Run[] = [await bench("sqlite")];
  if (process.env.TEST_DATABASE_URL) runs.push(await bench("postgres"));
  console.log(`\n${TOTAL} leads, ${CONCURRENCY} concurrent, loopback, node ${process.version}; job runner, mail outbox and CRM webhook live\n`);
  console.log("| database | acknowledged | failed | refused, then retried | seconds | leads/s | p50 ms | p99 ms | leads stored | mail jobs | CRM jobs |");
  console.log("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of runs) {
    console.log(
      `| ${r.database} | ${r.ok} | ${r.failed} | ${r.refused} | ${r.seconds} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.stored} | ${r.mailJobs} | ${r.webhookJobs} |`,
    );
  }
  if (runs.some((r) => r.failed > 0)) process.exitCode = 1;
} finally {
  crm.close();
}
