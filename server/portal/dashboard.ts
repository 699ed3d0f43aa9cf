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
  const figures = await db
    .selectFrom("projects")
    .select((eb) => [
      eb.fn.count<string>(eb.case().when("status", "=", "active").then(1).end()).as("active"),
      eb.fn.sum<string | number | null>("saved_cost").as("saved"),
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  // Open threads wait for the side that did not raise them: the firm for the client's, the client for the firm's RFIs.
  const open = await db
    .selectFrom("project_threads")
    .innerJoin("projects", "projects.id", "project_threads.project_id")
    .select((eb) => [
      eb.fn.count<string>(eb.case().when("project_threads.raised_by_firm", "=", 0).then(1).end()).as("for_firm"),
      eb.fn.count<string>(eb.case().when("project_threads.raised_by_firm", "=", 1).then(1).end()).as("for_client"),
    ])
    .where("projects.company_id", "=", companyId)
    .where("project_threads.status", "=", "open")
    .executeTakeFirstOrThrow();
  const milestones = await db
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
    .execute();
  const deliverables = await db
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
    .execute();
  return {
    company,
    activeProjects: Number(figures.active),
    savedCost: figures.saved === null ? null : Number(figures.saved),
    openThreads: Number(open.for_firm),
    awaitingClient: Number(open.for_client),
    openTickets: await openTicketCount(db, companyId),
    recentProjects: await listProjects(db, companyId, 3),
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
