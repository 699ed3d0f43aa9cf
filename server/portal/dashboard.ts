import type { ClientDashboard } from "../../contract/portal";
import type { Db } from "../platform/database";
import { listProjects } from "./projects";

/** A client's figures, counted from their company's rows; a person with no company gets zeros and no samples. */
export async function clientDashboard(db: Db, companyId: string | null): Promise<Omit<ClientDashboard, "success">> {
  if (!companyId) return { company: null, activeProjects: 0, savedCost: null, openThreads: 0, recentProjects: [], upcomingMilestones: [] };
  const company = await db.selectFrom("companies").select(["id", "name"]).where("id", "=", companyId).executeTakeFirstOrThrow();
  const figures = await db
    .selectFrom("projects")
    .select((eb) => [
      eb.fn.count<string>(eb.case().when("status", "=", "active").then(1).end()).as("active"),
      eb.fn.sum<string | number | null>("saved_cost").as("saved"),
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom("project_threads")
    .innerJoin("projects", "projects.id", "project_threads.project_id")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("projects.company_id", "=", companyId)
    .where("project_threads.status", "=", "open")
    .executeTakeFirstOrThrow();
  const upcoming = await db
    .selectFrom("project_milestones")
    .innerJoin("projects", "projects.id", "project_milestones.project_id")
    .select([
      "project_milestones.id",
      "project_milestones.name",
      "project_milestones.due_date",
      "project_milestones.completed_at",
      "projects.id as project_id",
      "projects.name as project_name",
    ])
    .where("projects.company_id", "=", companyId)
    .where("projects.status", "=", "active")
    .where("project_milestones.completed_at", "is", null)
    .orderBy("project_milestones.due_date")
    .orderBy("project_milestones.id")
    .limit(5)
    .execute();
  return {
    company,
    activeProjects: Number(figures.active),
    savedCost: figures.saved === null ? null : Number(figures.saved),
    openThreads: Number(open.n),
    recentProjects: await listProjects(db, companyId, 3),
    upcomingMilestones: upcoming.map((m) => ({
      id: m.id,
      name: m.name,
      dueDate: m.due_date,
      completedAt: m.completed_at,
      projectId: m.project_id,
      projectName: m.project_name,
    })),
  };
}
