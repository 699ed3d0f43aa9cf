import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import type { Db } from "../server/platform/database";
import type { Database } from "../server/platform/schema";
import { startSite, type TestSite } from "../tests/api/harness";
import { signedInVisitor } from "../tests/api/support/factories";

// Usage: npm run bench:portal [-- --companies 200 --projects 2000 --messages 100000 --tickets 2000 --requests 300]; PostgreSQL
// too when TEST_DATABASE_URL is set.
// Issue 23: seeds a firm's worth of clients in bulk, then times the client's dashboard and a project page's calls in-process
// (app.inject, no network), sequentially, and prints p50 and p95 beside the target, with this process's CPU time per call
// (on SQLite nearly all the work; on a shared, busy machine the wall time is mostly waiting for a core) and the load average.
const arg = (name: string, fallback: number) => Number(process.argv.find((_, i) => process.argv[i - 1] === `--${name}`) ?? fallback);
const COMPANIES = arg("companies", 200);
const PROJECTS = arg("projects", 2_000);
const MESSAGES = arg("messages", 100_000);
const TICKETS = arg("tickets", 2_000);
const REQUESTS = arg("requests", 300);
const TARGET_MS = 50;
const BATCH = 500;

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function insertAll<K extends keyof Database & string>(db: Db, table: K, rows: ReadonlyArray<Record<string, unknown>>) {
  // Each table's rows are built below to its columns; the cast only spares a generic insert the per-table types.
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
}

/** The portal's tables at the size: companies, their people, projects with milestones, deliverables, threads and posts. */
async function seed(site: TestSite, coordinatorId: string): Promise<{ companyId: string; projectIds: string[] }> {
  const now = Date.now();
  const iso = (offsetDays: number) => new Date(now + offsetDays * 86_400_000).toISOString();
  const day = (offsetDays: number) => iso(offsetDays).slice(0, 10);
  const companies = Array.from({ length: COMPANIES }, (_, i) => ({
    id: randomUUID(),
    name: `Client ${String(i).padStart(3, "0")}`,
    country: "United Kingdom",
    time_zone: "Europe/London",
    billing_name: "Accounts",
    billing_email: `ap${i}@client.example`,
    requires_two_factor: 0,
    created_at: iso(-400),
  }));
  await insertAll(site.db, "companies", companies);
  const projects = Array.from({ length: PROJECTS }, (_, i) => ({
    id: randomUUID(),
    company_id: companies[i % COMPANIES]?.id ?? "",
    code: `BENCH-${i}`,
    name: `Project ${i}`,
    sector: "Healthcare",
    services: JSON.stringify(["mep-design"]),
    status: i % 5 === 0 ? "completed" : "active",
    stage: "LOD 300",
    start_date: day(-200),
    due_date: day(200),
    coordinator_id: coordinatorId,
    saved_cost: i % 3 === 0 ? 12_000 : null,
    created_at: iso(-200),
    updated_at: iso(-(i % 100)),
  }));
  await insertAll(site.db, "projects", projects);
  const milestones = projects.flatMap((p, i) =>
    Array.from({ length: 6 }, (_, m) => ({
      id: randomUUID(),
      project_id: p.id,
      name: `Milestone ${m + 1}`,
      due_date: day(-60 + m * 30),
      completed_at: m < i % 6 ? iso(-60 + m * 30) : null,
      created_at: iso(-200),
    })),
  );
  await insertAll(site.db, "project_milestones", milestones);
  const kinds = ["model", "drawing_set", "clash_report", "schedule"] as const;
  const deliverables = projects.flatMap((p) =>
    Array.from({ length: 5 }, (_, d) => ({
      id: randomUUID(),
      project_id: p.id,
      name: `Deliverable ${d + 1}`,
      kind: kinds[d % 4],
      due_date: day(-40 + d * 25),
      status: d < 2 ? "accepted" : d === 2 ? "issued" : "planned",
      issued_at: d < 3 ? iso(-30) : null,
      accepted_at: d < 2 ? iso(-20) : null,
      accepted_by: null,
      created_at: iso(-200),
      updated_at: iso(-20),
    })),
  );
  await insertAll(site.db, "project_deliverables", deliverables);
  const perProject = Math.ceil(MESSAGES / PROJECTS);
  const threadsPerProject = Math.max(1, Math.ceil(perProject / 5));
  let written = 0;
  for (const [i, p] of projects.entries()) {
    const threads = Array.from({ length: threadsPerProject }, (_, t) => ({
      id: randomUUID(),
      project_id: p.id,
      subject: `Question ${t + 1}`,
      status: t % 3 === 0 ? "open" : t % 3 === 1 ? "answered" : "closed",
      created_by: coordinatorId,
      created_at: iso(-100 + t),
      updated_at: iso(-50 + t),
      kind: t % 2 === 0 ? "rfi" : "message",
      raised_by_firm: t % 2,
      assignee_id: coordinatorId,
      due_date: t % 2 === 0 ? day(10) : null,
    }));
    await insertAll(site.db, "project_threads", threads);
    const posts = [];
    for (let n = 0; n < perProject && written < MESSAGES; n++, written++) {
      posts.push({
        id: randomUUID(),
        thread_id: threads[n % threads.length]?.id ?? "",
        author_id: coordinatorId,
        from_firm: n % 2,
        body: "Please confirm the clearance above the cable tray on grid C4; the revised section is in the next issue.",
        created_at: iso(-100 + (n % 90)),
      });
    }
    await insertAll(site.db, "project_posts", posts);
    const activity = Array.from({ length: 20 }, (_, a) => ({
      id: randomUUID(),
      project_id: p.id,
      kind: "message_posted",
      subject: `Question ${(a % threadsPerProject) + 1}`,
      actor_id: coordinatorId,
      created_at: iso(-100 + a),
    }));
    await insertAll(site.db, "project_activity", activity);
    if (i % 200 === 0) process.stdout.write(".");
  }
  process.stdout.write("\n");
  // Support tickets: each company's questions outside any project, in all three states, five posts each.
  const tickets = Array.from({ length: TICKETS }, (_, t) => ({
    id: randomUUID(),
    company_id: companies[t % COMPANIES]?.id ?? "",
    subject: `Ticket ${t}`,
    status: t % 3 === 0 ? "open" : t % 3 === 1 ? "answered" : "closed",
    created_by: coordinatorId,
    assignee_id: t % 2 === 0 ? coordinatorId : null,
    created_at: iso(-120 + (t % 100)),
    updated_at: iso(-60 + (t % 50)),
  }));
  await insertAll(site.db, "support_tickets", tickets);
  await insertAll(
    site.db,
    "support_ticket_posts",
    tickets.flatMap((ticket) =>
      Array.from({ length: 5 }, (_, n) => ({
        id: randomUUID(),
        ticket_id: ticket.id,
        author_id: coordinatorId,
        from_firm: n % 2,
        body: "Please add our new BIM lead to the portal and to the model review distribution list.",
        created_at: iso(-120 + n),
      })),
    ),
  );
  const companyId = companies[0]?.id ?? "";
  return { companyId, projectIds: projects.filter((p) => p.company_id === companyId).map((p) => p.id) };
}

async function timed(label: string, dialect: string, call: () => Promise<{ statusCode: number }>) {
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    const answer = await call();
    times.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    if (answer.statusCode !== 200) throw new Error(`${label} answered ${answer.statusCode}`);
  }
  const p95 = pct(times, 95);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `${dialect.padEnd(9)} ${label.padEnd(32)} p50 ${ms(pct(times, 50))} ms   p95 ${ms(p95)} ms   CPU p50 ${ms(pct(cpu, 50))} ms   target ≤ ${TARGET_MS} ms ${p95 <= TARGET_MS ? "met" : "MISSED"}`,
  );
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(", ");
for (const dialect of ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])]) {
  const site = await startSite(dialect, { RATE_LIMIT_FACTOR: "1000" });
  try {
    const staff = await signedInVisitor(site, { role: "staff" });
    const started = performance.now();
    const { companyId, projectIds } = await seed(site, staff.user.id);
    console.log(
      `${dialect}: seeded ${COMPANIES} companies, ${PROJECTS} projects, ${MESSAGES} messages and ${TICKETS} tickets in ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${load()}`,
    );
    const client = await signedInVisitor(site);
    await site.db
      .insertInto("company_members")
      .values({ user_id: client.user.id, company_id: companyId, role: "member", added_at: new Date().toISOString() })
      .execute();
    const project = projectIds[0] ?? "";
    await timed("GET /api/dashboard (client)", dialect, () => client.visitor.get("/api/dashboard"));
    await timed("GET /api/projects/:id", dialect, () => client.visitor.get(`/api/projects/${project}`));
    await timed("GET /api/projects/:id/messages", dialect, () => client.visitor.get(`/api/projects/${project}/messages`));
    await timed("GET /api/projects/:id/activity", dialect, () => client.visitor.get(`/api/projects/${project}/activity`));
    await timed("GET /api/admin/inbox (staff)", dialect, () => staff.visitor.get("/api/admin/inbox"));
    console.log(`${dialect}: load average ${load()} (2 cores, shared)`);
  } finally {
    await site.close();
  }
}
