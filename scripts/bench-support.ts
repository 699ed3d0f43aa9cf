import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Db } from "../server/platform/database";
import { type Stoppable, startStoppable } from "./stoppable";

// What the benches share: an enrolled admin's cookie, the built server, timed requests, percentiles, quiet cores.

export const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

/** An admin with two-step sign-in on, and a session cookie for it, written straight into the database. */
export async function adminCookie(db: Db): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({
      id,
      username: "benchadmin",
      email: "bench@example.com",
      full_name: "Bench Admin",
      password_hash: "x",
      role: "admin",
      created_at: now,
      last_login_at: null,
      disabled_at: null,
      email_verified_at: now,
    })
    .execute();
  await db
    .insertInto("two_factor")
    .values({ user_id: id, secret: "unused", pending_secret: null, pending_created_at: null, enabled_at: now, last_step: 0 })
    .execute();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: createHash("sha256").update(token).digest("hex"),
      public_id: randomUUID(),
      user_id: id,
      persistent: 1,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      device: "bench",
      ip: "127.0.0.1",
    })
    .execute();
  return `sid=${token}`;
}

/** The built server on loopback with the bench's environment; resolves once it answers ready. */
export async function startServer(port: number, env: Record<string, string>): Promise<Stoppable> {
  const server = startStoppable(process.execPath, ["--max-semi-space-size=4", "build/server/main.js"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", NODE_ENV: "production", RATE_LIMIT_FACTOR: "100000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 600_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

export async function timedGet(url: string, cookie: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

/** Marks this slot's scheduled housekeeping as done, so start-up does not run it: the bench starts each job itself. */
export async function holdScheduledJobs(db: Db, jobs: ReadonlyArray<readonly [string, number]>) {
  const now = Date.now();
  for (const [kind, interval] of jobs) {
    const slot = new Date(Math.floor(now / interval) * interval).toISOString();
    await db
      .insertInto("jobs")
      .values({
        id: randomUUID(),
        kind,
        payload: "{}",
        status: "done",
        attempts: 1,
        max_attempts: 1,
        run_at: slot,
        locked_until: null,
        locked_by: null,
        last_error: null,
        dedupe_key: `${kind}@${slot}`,
        created_at: slot,
        finished_at: new Date(now).toISOString(),
      })
      .execute();
  }
}

/** The machine's busy and total CPU ticks so far (/proc/stat), to tell a quiet moment from one still busy. */
function cpuTicks() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the cores are at least 85% idle over half a second (at most 15 s), so a "quiet" figure is not taken
 * while the site still works off the measure before it; returns the ms waited.
 */
export async function settle(): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 15_000) {
    const before = cpuTicks();
    await new Promise((r) => setTimeout(r, 500));
    const after = cpuTicks();
    if ((after.busy - before.busy) / Math.max(1, after.total - before.total) <= 0.15) break;
  }
  return Math.round(performance.now() - started);
}
