import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { ProjectDetail, ProjectSummary, projectInput, projectUpdate } from "../../contract/portal";
import type { Db } from "../platform/database";

type ProjectRow = {
  id: string;
  company_id: string;
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

/** Percent complete comes from milestones done, never typed in; a project with no milestones has no figure. */
function percentComplete(milestones: ReadonlyArray<{ completed_at: string | null }>): number | null {
  if (milestones.length === 0) return null;
  return Math.round((100 * milestones.filter((m) => m.completed_at).length) / milestones.length);
}

const withCompany = (db: Db) =>
  db
    .selectFrom("projects")
    .innerJoin("companies", "companies.id", "projects.company_id")
    .leftJoin("users as coordinator", "coordinator.id", "projects.coordinator_id")
    .selectAll("projects")
    .select(["companies.name as company_name", "coordinator.full_name as coordinator_name", "coordinator.username as coordinator_username"]);

type Joined = ProjectRow & { company_name: string; coordinator_name: string | null; coordinator_username: string | null };

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

const summary = (row: Joined, percent: number | null): ProjectSummary => ({
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
  percentComplete: percent,
  savedCost: row.saved_cost === null ? null : Number(row.saved_cost),
  coordinator: row.coordinator_id ? { id: row.coordinator_id, name: row.coordinator_name ?? row.coordinator_username ?? "Former staff member" } : null,
});

/** The projects one company (or, for the firm, every company) has, most recently changed first. */
export async function listProjects(db: Db, companyId: string | null, limit = 200): Promise<ProjectSummary[]> {
  let query = withCompany(db).orderBy("projects.updated_at", "desc").orderBy("projects.id", "desc").limit(limit);
  if (companyId !== null) query = query.where("projects.company_id", "=", companyId);
  const rows = (await query.execute()) as Joined[];
  const progress = await progressOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => summary(row, progress.get(row.id) ?? null));
}

export async function projectDetail(db: Db, id: string): Promise<ProjectDetail | undefined> {
  const row = (await withCompany(db).where("projects.id", "=", id).executeTakeFirst()) as Joined | undefined;
  if (!row) return undefined;
  const milestones = await db.selectFrom("project_milestones").selectAll().where("project_id", "=", id).orderBy("due_date").orderBy("id").execute();
  const clients = await db
    .selectFrom("company_members")
    .innerJoin("users", "users.id", "company_members.user_id")
    .select(["users.id", "users.full_name", "users.username"])
    .where("company_members.company_id", "=", row.company_id)
    .where("users.disabled_at", "is", null)
    .orderBy("users.full_name")
    .execute();
  const base = summary(row, percentComplete(milestones));
  return {
    ...base,
    milestones: milestones.map((m) => ({ id: m.id, name: m.name, dueDate: m.due_date, completedAt: m.completed_at })),
    team: [
      ...(base.coordinator ? [{ ...base.coordinator, side: "firm" as const }] : []),
      ...clients.map((c) => ({ id: c.id, name: c.full_name ?? c.username, side: "client" as const })),
    ],
  };
}

export async function createProject(trx: Db, input: z.output<typeof projectInput>): Promise<string> {
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
  return id;
}

export async function updateProject(trx: Db, id: string, change: z.output<typeof projectUpdate>) {
  await trx
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
    .execute();
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
