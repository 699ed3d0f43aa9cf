import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import { inBatches } from "./batches";
import type { Dialect } from "./database";
import type { Database } from "./schema";

export type JobInput = { kind: string; payload: unknown; runAt?: Date; dedupeKey?: string; maxAttempts?: number };
type JobContext = { id: string; attempt: number };
export type JobHandler = (payload: unknown, job: JobContext) => Promise<void>;
export type FailedJob = { id: string; kind: string; attempts: number; lastError: string | null; createdAt: string; finishedAt: string | null };

/** About seven hours of retries (5 s doubling, capped at one hour) before a job is declared dead. */
const DEFAULT_MAX_ATTEMPTS = 15;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_CAP_MS = 60 * 60_000;
const LEASE_MS = 2 * 60_000;
const POLL_MS = 1_000;
const DONE_KEPT_MS = 7 * 24 * 60 * 60_000;
/** Intervals for `every`: housekeeping runs hourly or daily. */
export const HOURLY = 60 * 60_000;
export const DAILY = 24 * HOURLY;

/** While a kind's service is down its jobs wait untried; it is probed again after 0.5 s, doubling to a minute. */
const PAUSE_FIRST_MS = 500;
const PAUSE_CAP_MS = 60_000;
/** Jobs one process runs at once: mail waits on the network, so more in flight than pooled connections keeps each one busy. */
const CONCURRENCY = 8;

/**
 * A handler throws this when the service its kind needs is unreachable (the mail server, say): the job goes back
 * untouched, no attempt spent, and the runner pauses the whole kind, logging once, until a probe finds it back.
 */
export class ServiceDown extends Error {}

export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/** Adds a job and returns its id; inside a transaction it exists only if that transaction commits. A repeated dedupeKey is ignored. */
export async function enqueue(db: Kysely<Database>, job: JobInput): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("jobs")
    .values({
      id,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      status: "pending",
      attempts: 0,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: (job.runAt ?? new Date()).toISOString(),
      locked_until: null,
      locked_by: null,
      last_error: null,
      dedupe_key: job.dedupeKey ?? null,
      created_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .execute();
  return id;
}

/** Which of these dedupe keys already have a job: pending, dead, or finished within the week finished jobs are kept. */
export async function keysWithJobs(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let at = 0; at < keys.length; at += 500) {
    const rows = await db
      .selectFrom("jobs")
      .select("dedupe_key")
      .where("dedupe_key", "in", keys.slice(at, at + 500))
      .execute();
    for (const row of rows) if (row.dedupe_key) found.add(row.dedupe_key);
  }
  return found;
}

export type JobState = { status: "pending" | "done" | "dead"; attempts: number; lastError: string | null };

/** Where some jobs stand, by id; a done job is pruned after a week, so an id not found was delivered. */
export async function jobStates(db: Kysely<Database>, ids: string[]): Promise<Map<string, JobState>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("jobs").select(["id", "status", "attempts", "last_error"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, { status: r.status as JobState["status"], attempts: Number(r.attempts), lastError: r.last_error }]));
}

/** Jobs that ran out of attempts, newest first, for the admin console. */
export async function listFailedJobs(db: Kysely<Database>, limit = 100): Promise<FailedJob[]> {
  const rows = await db
    .selectFrom("jobs")
    .select(["id", "kind", "attempts", "last_error", "created_at", "finished_at"])
    .where("status", "=", "dead")
    .orderBy("finished_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  }));
}

/** Gives a dead job a fresh set of attempts; false when there is no such dead job. */
export async function retryJob(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .updateTable("jobs")
    .set({ status: "pending", attempts: 0, run_at: new Date().toISOString(), finished_at: null, locked_by: null, locked_until: null })
    .where("id", "=", id)
    .where("status", "=", "dead")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type Claimed = { id: string; kind: string; payload: string; attempts: number; max_attempts: number };

/**
 * Runs jobs from the shared table: each is leased by one conditional UPDATE, so any number of runners
 * (threads, processes, instances) on one database never run a job twice at once; a runner that dies
 * loses its lease and the job is taken again. Handlers must be idempotent: delivery is at least once.
 */
export function createJobRunner(options: { db: Kysely<Database>; dialect: Dialect; log: FastifyBaseLogger }) {
  const { db, dialect, log } = options;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, number>();
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopped = true;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  /** Kinds whose service is down: when the next probe may run, the wait after it, since when, and probes so far. */
  const outages = new Map<string, { until: number; wait: number; since: number; probes: number }>();

  async function claim(now: Date): Promise<Claimed | undefined> {
    const kinds = [...handlers.keys()].filter((kind) => (outages.get(kind)?.until ?? 0) <= now.getTime());
    if (kinds.length === 0) return undefined;
    const at = now.toISOString();
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    const due = sql`select id from jobs where status = 'pending' and run_at <= ${at}
      and (locked_until is null or locked_until <= ${at}) and kind in (${sql.join(kinds)})
      order by run_at limit 1 ${dialect === "postgres" ? sql`for update skip locked` : sql``}`;
    const result = await sql<Claimed>`update jobs set locked_by = ${worker}, locked_until = ${until}, attempts = attempts + 1
      where id = (${due}) and status = 'pending' and (locked_until is null or locked_until <= ${at})
      returning id, kind, payload, attempts, max_attempts`.execute(db);
    return result.rows[0];
  }

  async function settle(job: Claimed, error: unknown, at: Date) {
    const mine = (q: ReturnType<typeof db.updateTable<"jobs">>) => q.where("id", "=", job.id).where("locked_by", "=", worker);
    const now = new Date();
    if (error instanceof ServiceDown) {
      // Back as it was: the outage is not the job's fault, so it costs no attempt and no line in the log.
      await mine(db.updateTable("jobs"))
        .set({ attempts: sql`attempts - 1`, last_error: error.message.slice(0, 500), locked_by: null, locked_until: null })
        .execute();
      const outage = outages.get(job.kind);
      if (!outage) log.warn({ kind: job.kind }, `${job.kind} paused, its service is down: ${error.message}`);
      // A job claimed before the pause ended was already in flight, not a probe: only probes lengthen the pause,
      // or several jobs failing together would double it to the cap at once.
      if (outage && at.getTime() < outage.until) return;
      const wait = outage ? Math.min(PAUSE_CAP_MS, outage.wait * 2) : PAUSE_FIRST_MS;
      outages.set(job.kind, { until: at.getTime() + wait, wait, since: outage?.since ?? at.getTime(), probes: (outage?.probes ?? 0) + 1 });
      return;
    }
    if (!error) {
      const outage = outages.get(job.kind);
      if (outage && outages.delete(job.kind)) log.info({ kind: job.kind, pausedMs: now.getTime() - outage.since }, `${job.kind} resumed`);
      // The payload may name people and carry links; once delivered it is no longer needed.
      await mine(db.updateTable("jobs"))
        .set({ status: "done", payload: "{}", finished_at: now.toISOString(), locked_by: null, locked_until: null, last_error: null })
        .execute();
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const attempts = Number(job.attempts);
    if (attempts >= Number(job.max_attempts)) {
      await mine(db.updateTable("jobs"))
        .set({ status: "dead", last_error: message, finished_at: now.toISOString(), locked_by: null, locked_until: null })
        .execute();
      log.error({ job: job.id, kind: job.kind, attempts }, `job dead: ${message}`);
    } else {
      await mine(db.updateTable("jobs"))
        .set({ run_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(), last_error: message, locked_by: null, locked_until: null })
        .execute();
      log.warn({ job: job.id, kind: job.kind, attempts }, `job failed, will retry: ${message}`);
    }
  }

  /** Claims and runs one due job; false when none is due. */
  async function runOne(now = new Date()): Promise<boolean> {
    const job = await claim(now);
    if (!job) return false;
    const handler = handlers.get(job.kind);
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(JSON.parse(job.payload), { id: job.id, attempt: Number(job.attempts) });
    } catch (error) {
      failure = error ?? new Error("failed");
    }
    await settle(job, failure, now);
    if (!failure && schedules.has(job.kind)) await scheduleNext(job.kind, schedules.get(job.kind)!);
    return true;
  }

  async function scheduleNext(kind: string, intervalMs: number, from = Date.now()) {
    const slot = Math.floor(from / intervalMs) * intervalMs + intervalMs;
    await enqueue(db, { kind, payload: {}, runAt: new Date(slot), dedupeKey: `${kind}@${new Date(slot).toISOString()}` });
  }

  /** Leases held by an earlier process on this machine that no longer runs (killed, crashed): its jobs are due again now, not in LEASE_MS. */
  async function releaseOrphanedLeases() {
    const here = `${hostname()}:`;
    const holders = await db.selectFrom("jobs").select("locked_by").distinct().where("status", "=", "pending").where("locked_by", "like", `${here}%`).execute();
    const dead = holders.map((h) => h.locked_by!).filter((holder) => holder !== worker && !isRunning(Number(holder.split(":").at(-2))));
    if (dead.length === 0) return;
    await db.updateTable("jobs").set({ locked_by: null, locked_until: null }).where("status", "=", "pending").where("locked_by", "in", dead).execute();
    log.warn({ workers: dead }, "released the jobs of a stopped process");
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  async function work() {
    while (!stopped) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        log.error({ err: error }, "job runner could not reach the database");
      }
      if (!worked && !stopped) await sleep(POLL_MS);
    }
  }

  return {
    worker,
    register(kind: string, handler: JobHandler) {
      handlers.set(kind, handler);
    },
    /** Work repeated every interval by exactly one of the running instances. */
    every(kind: string, intervalMs: number, handler: JobHandler) {
      handlers.set(kind, handler);
      schedules.set(kind, intervalMs);
    },
    runOne,
    /** Runs every job due at `now` (default: the present) until none is left; tests call this directly. */
    async drain(at?: Date): Promise<number> {
      let count = 0;
      while (await runOne(at ?? new Date())) count++;
      return count;
    },
    /** Starts polling; `wake` lets a request that just committed a job skip the wait. */
    async start() {
      if (!stopped) return;
      stopped = false;
      await releaseOrphanedLeases();
      for (const [kind, interval] of schedules) {
        await enqueue(db, { kind, payload: {}, dedupeKey: `${kind}@${new Date(Math.floor(Date.now() / interval) * interval).toISOString()}` });
        await scheduleNext(kind, interval);
      }
      loops = Array.from({ length: CONCURRENCY }, work);
    },
    wake() {
      for (const wake of [...sleepers]) wake();
    },
    /** Kinds paused by an outage, with how often their service was probed; for tests and diagnosis. */
    outages() {
      return [...outages].map(([kind, { since, probes }]) => ({ kind, since: new Date(since).toISOString(), probes }));
    },
    /** Lets the jobs in hand finish, then stops. */
    async stop() {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
      loops = [];
    },
  };
}

/** Whether a process with this PID runs here; a restarted container may reuse ours, which is then an earlier life. */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/** Finished jobs are kept a week for inspection, then removed; dead ones stay until an admin acts. */
export async function pruneFinishedJobs(db: Kysely<Database>) {
  const before = new Date(Date.now() - DONE_KEPT_MS).toISOString();
  await inBatches(async (rows) => {
    const result = await db
      .deleteFrom("jobs")
      .where("id", "in", (eb) => eb.selectFrom("jobs").select("id").where("status", "=", "done").where("finished_at", "<", before).limit(rows))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
