import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { ProjectDetail, ProjectSummary, projectInput, projectUpdate } from "../../contract/portal";
import { accountCards } from "../accounts/users";
import type { Db } from "../platform/database";
import { recordActivity } from "./activity";
import { listDeliverables } from "./deliverables/deliverables";
import { activeMembers, nameOf } from "./people";

export type ProjectRow = {
  id: string;
  company_id: string;
  company_name: string;
  code: string;
  name: string;
  sector: string;
  services: string;
  status: ProjectSummary["status"];
  stage: string;
  start_date: string;
  due_date: string;
  coordinator_id: string | null;
  saved_cost: number | null;
};

/** A project row with its company's name: what the guard reads once and every answer starts from. */
const projectsWithCompany = (db: Db) =>
  db.selectFrom("projects").innerJoin("companies", "companies.id", "projects.company_id").selectAll("projects").select("companies.name as company_name");

/** Percent complete is milestones done ÷ milestones, counted in SQL and never typed in; no milestones, no figure. */
async function progressOf(db: Db, projectIds: string[]): Promise<Map<string, number | null>> {
  const result = new Map<string, number | null>(projectIds.map((id) => [id, null]));
  if (projectIds.length === 0) return result;
  const rows = await db
    .selectFrom("project_milestones")
    .select((eb) => ["project_id", eb.fn.countAll<string>().as("total"), eb.fn.count<string>("completed_at").as("done")])
    .where("project_id", "in", projectIds)
    .groupBy("project_id")
    .execute();
  for (const row of rows) result.set(row.project_id, Math.round((100 * Number(row.done)) / Number(row.total)));
  return result;
}

async function summaries(db: Db, rows: ProjectRow[]): Promise<ProjectSummary[]> {
  const [progress, coordinators] = await Promise.all([
    progressOf(
      db,
      rows.map((r) => r.id),
    ),
    accountCards(
      db,
      rows.flatMap((r) => (r.coordinator_id ? [r.coordinator_id] : [])),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    companyId: row.company_id,
    companyName: row.company_name,
    sector: row.sector,
    services: JSON.parse(row.services) as string[],
    status: row.status,
    stage: row.stage,
    startDate: row.start_date,
    dueDate: row.due_date,
    percentComplete: progress.get(row.id) ?? null,
    savedCost: row.saved_cost === null ? null : Number(row.saved_cost),
    coordinator: row.coordinator_id ? { id: row.coordinator_id, name: nameOf(coordinators.get(row.coordinator_id)) } : null,
  }));
}

/** The projects one company (or, for the firm, every company) has, most recently changed first. */
export async function listProjects(db: Db, companyId: string | null, limit = 200): Promise<ProjectSummary[]> {
  let query = projectsWithCompany(db).orderBy("projects.updated_at", "desc").orderBy("projects.id", "desc").limit(limit);
  if (companyId !== null) query = query.where("projects.company_id", "=", companyId);
  return summaries(db, (await query.execute()) as ProjectRow[]);
}

export async function findProject(db: Db, id: string): Promise<ProjectRow | undefined> {
  return (await projectsWithCompany(db).where("projects.id", "=", id).executeTakeFirst()) as ProjectRow | undefined;
}

/** Everything the project page shows but its conversations and activity, from the row the caller already holds. */
export async function projectDetail(db: Db, row: ProjectRow): Promise<ProjectDetail> {
  // Independent reads at once: on PostgreSQL each is a round trip.
  const [[base], milestones, clients, deliverables] = await Promise.all([
    summaries(db, [row]),
    db.selectFrom("project_milestones").selectAll().where("project_id", "=", row.id).orderBy("due_date").orderBy("id").execute(),
    activeMembers(db, row.company_id),
    listDeliverables(db, row.id),
  ]);
  if (!base) throw new Error("a summary for every row");
  return {
    ...base,
    milestones: milestones.map((m) => ({ id: m.id, name: m.name, dueDate: m.due_date, completedAt: m.completed_at })),
    team: [
      ...(base.coordinator ? [{ ...base.coordinator, side: "firm" as const }] : []),
      ...clients.map((c) => ({ id: c.id, name: nameOf(c), side: "client" as const })),
    ],
    deliverables,
  };
}

/** The detail after a write, read again by id; undefined when the project is gone. */
export async function projectDetailById(db: Db, id: string): Promise<ProjectDetail | undefined> {
  const row = await findProject(db, id);
  return row && projectDetail(db, row);
}

export async function createProject(trx: Db, input: z.output<typeof projectInput>, actorId: string): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await trx
    .insertInto("projects")
    .values({
      id,
      company_id: input.companyId,
      code: input.code,
      name: input.name,
      sector: input.sector,
      services: JSON.stringify(input.services),
      status: input.status,
      stage: input.stage,
      start_date: input.startDate,
      due_date: input.dueDate,
      coordinator_id: input.coordinatorId,
      saved_cost: input.savedCost,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await recordActivity(trx, { projectId: id, kind: "project_created", subject: input.name, actorId });
  return id;
}

/** False when there is no such project: the write's own row count says so, no read before it. */
export async function updateProject(trx: Db, id: string, change: z.output<typeof projectUpdate>): Promise<boolean> {
  const result = await trx
    .updateTable("projects")
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.sector !== undefined && { sector: change.sector }),
      ...(change.services !== undefined && { services: JSON.stringify(change.services) }),
      ...(change.startDate !== undefined && { start_date: change.startDate }),
      ...(change.dueDate !== undefined && { due_date: change.dueDate }),
      ...(change.coordinatorId !== undefined && { coordinator_id: change.coordinatorId }),
      ...(change.status !== undefined && { status: change.status }),
      ...(change.stage !== undefined && { stage: change.stage }),
      ...(change.savedCost !== undefined && { saved_cost: change.savedCost }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Touching the project moves it up the client's Recent Projects. */
export async function touchProject(trx: Db, id: string) {
  await trx.updateTable("projects").set({ updated_at: new Date().toISOString() }).where("id", "=", id).execute();
}

/** The firm's projects, and how many are active: the console overview's Projects card. */
export async function projectCounts(db: Db): Promise<{ total: number; active: number }> {
  const row = await db
    .selectFrom("projects")
    .select((eb) => [eb.fn.countAll<string>().as("total"), eb.fn.count<string>(eb.case().when("status", "=", "active").then(1).end()).as("active")])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), active: Number(row.active) };
}
