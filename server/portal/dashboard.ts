import { sql } from "kysely";
import type { ClientDashboard } from "../../contract/portal";
import type { Db } from "../platform/database";
import { toDeliverable } from "./deliverables/deliverables";
import { listProjects } from "./projects";
import { openTicketCount } from "./tickets/tickets";

const UPCOMING = 5;

/** A client's figures, counted from their company's rows; a person with no company gets zeros and no samples. */
export async function clientDashboard(db: Db, company: { id: string; name: string } | null): Promise<Omit<ClientDashboard, "success">> {
  if (!company)
    return {
      company: null,
      activeProjects: 0,
      savedCost: null,
      openThreads: 0,
      recentProjects: [],
      upcomingMilestones: [],
      upcomingDeliverables: [],
      openTickets: 0,
      awaitingClient: 0,
    };
  const companyId = company.id;
  // Open threads wait for the side that did not raise them: the firm for the client's, the client for the firm's RFIs.
  // Counted project by project (project_threads_open_idx), never by scanning every company's open threads.
  const openThreads = (raisedByFirm: 0 | 1) =>
    sql<number>`(select count(*) from project_threads where project_threads.project_id = projects.id
      and project_threads.status = 'open' and project_threads.raised_by_firm = ${raisedByFirm})`;
  // Five independent reads at once: on PostgreSQL each is a round trip, and on a busy machine each waits for a core.
  const [figures, milestones, deliverables, openTickets, recentProjects] = await Promise.all([
    db
      .selectFrom("projects")
      .select((eb) => [
        eb.fn.count<string>(eb.case().when("status", "=", "active").then(1).end()).as("active"),
        eb.fn.sum<string | number | null>("saved_cost").as("saved"),
        eb.fn.sum<string | number | null>(openThreads(0)).as("for_firm"),
        eb.fn.sum<string | number | null>(openThreads(1)).as("for_client"),
      ])
      .where("company_id", "=", companyId)
      .executeTakeFirstOrThrow(),
    db
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
      .limit(UPCOMING)
      .execute(),
    db
      .selectFrom("project_deliverables")
      .innerJoin("projects", "projects.id", "project_deliverables.project_id")
      .select([
        "project_deliverables.id",
        "project_deliverables.name",
        "project_deliverables.kind",
        "project_deliverables.due_date",
        "project_deliverables.status",
        "project_deliverables.issued_at",
        "project_deliverables.accepted_at",
        "projects.id as project_id",
        "projects.name as project_name",
      ])
      .where("projects.company_id", "=", companyId)
      .where("projects.status", "=", "active")
      .where("project_deliverables.status", "in", ["planned", "in_progress"])
      .orderBy("project_deliverables.due_date")
      .orderBy("project_deliverables.id")
      .limit(UPCOMING)
      .execute(),
    openTicketCount(db, companyId),
    listProjects(db, companyId, 3),
  ]);
  return {
    company,
    activeProjects: Number(figures.active),
    savedCost: figures.saved === null ? null : Number(figures.saved),
    openThreads: Number(figures.for_firm ?? 0),
    awaitingClient: Number(figures.for_client ?? 0),
    openTickets,
    recentProjects,
    upcomingMilestones: milestones.map((m) => ({
      id: m.id,
      name: m.name,
      dueDate: m.due_date,
      completedAt: m.completed_at,
      projectId: m.project_id,
      projectName: m.project_name,
    })),
    upcomingDeliverables: deliverables.map((d) => ({ ...toDeliverable(d), projectId: d.project_id, projectName: d.project_name })),
  };
}
