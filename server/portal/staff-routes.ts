import { staffPortalEndpoints } from "../../contract/endpoints/portal";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isFirmStaff } from "../../contract/policies";
import { portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { HttpError } from "../platform/errors";
import { createCompany, findCompany, listCompanies } from "./companies";
import { invitation } from "./invitations";
import { addMilestone, updateMilestone } from "./milestones";
import { createProject, listProjects, projectDetail, updateProject } from "./projects";

const policy = "clients.manage" as const;
const noProject = () => new HttpError(404, portalMessages.notFound);
const noCompany = () => new HttpError(404, "Company not found.");

/** The firm's side of the portal: companies, their people's invitations, projects and milestones. */
export const staffPortalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const coordinatorIsStaff = async (id: string) => {
    const user = await db.selectFrom("users").select(["role", "disabled_at"]).where("id", "=", id).executeTakeFirst();
    if (!user || user.disabled_at || !isFirmStaff(user.role))
      throw new HttpError(400, portalMessages.unknownCoordinator, { code: "validation", errors: { coordinatorId: portalMessages.unknownCoordinator } });
  };

  // Staff may not list users (users.manage), yet they choose a project's coordinator from the firm's people.
  serve(app, staffPortalEndpoints.coordinators, { config: { policy } }, async () => {
    const people = await db
      .selectFrom("users")
      .select(["id", "full_name", "username"])
      .where("role", "in", ["admin", "staff"])
      .where("disabled_at", "is", null)
      .orderBy("full_name")
      .orderBy("username")
      .limit(500)
      .execute();
    return { success: true as const, coordinators: people.map((p) => ({ id: p.id, name: p.full_name ?? p.username })) };
  });

  serve(app, staffPortalEndpoints.companies, { config: { policy } }, async () => ({
    success: true as const,
    companies: await listCompanies(db),
  }));

  serve(app, staffPortalEndpoints.createCompany, { config: { policy } }, async (request) => {
    const company = await createCompany(db, request.body);
    return { success: true as const, message: portalMessages.companyCreated, company };
  });

  serve(app, staffPortalEndpoints.invite, { config: { policy } }, async (request) => {
    const company = await findCompany(db, request.params.id);
    if (!company) throw noCompany();
    const inviter = currentUser(request);
    const write = await invitation(app.mail, config.publicUrl, company, request.body, { id: inviter.id, name: inviter.fullName ?? inviter.username });
    await db.transaction().execute(write);
    app.jobs.wake();
    return { success: true as const, message: portalMessages.invitationSent.replace("{email}", request.body.email) };
  });

  serve(app, staffPortalEndpoints.projects, { config: { policy } }, async () => ({
    success: true as const,
    projects: await listProjects(db, null),
  }));

  serve(app, staffPortalEndpoints.createProject, { config: { policy } }, async (request) => {
    const input = request.body;
    if (!(await findCompany(db, input.companyId)))
      throw new HttpError(400, portalMessages.unknownCompany, { code: "validation", errors: { companyId: portalMessages.unknownCompany } });
    await coordinatorIsStaff(input.coordinatorId);
    try {
      const id = await createProject(db, input);
      const project = await projectDetail(db, id);
      if (!project) throw noProject();
      return { success: true as const, message: portalMessages.projectCreated, project };
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, portalMessages.codeTaken, { errors: { code: portalMessages.codeTaken } });
      throw error;
    }
  });

  serve(app, staffPortalEndpoints.updateProject, { config: { policy } }, async (request) => {
    const before = await projectDetail(db, request.params.id);
    if (!before) throw noProject();
    const change = request.body;
    if (change.coordinatorId) await coordinatorIsStaff(change.coordinatorId);
    if ((change.dueDate ?? before.dueDate) < (change.startDate ?? before.startDate))
      throw new HttpError(400, portalMessages.dueBeforeStart, { code: "validation", errors: { dueDate: portalMessages.dueBeforeStart } });
    await updateProject(db, request.params.id, change);
    const project = await projectDetail(db, request.params.id);
    if (!project) throw noProject();
    return { success: true as const, message: portalMessages.projectSaved, project };
  });

  serve(app, staffPortalEndpoints.addMilestone, { config: { policy } }, async (request) => {
    if (!(await projectDetail(db, request.params.id))) throw noProject();
    await db.transaction().execute((trx) => addMilestone(trx, request.params.id, request.body));
    const project = await projectDetail(db, request.params.id);
    if (!project) throw noProject();
    return { success: true as const, message: portalMessages.milestoneAdded, project };
  });

  serve(app, staffPortalEndpoints.updateMilestone, { config: { policy } }, async (request) => {
    const { id, milestoneId } = request.params;
    const changed = await db.transaction().execute((trx) => updateMilestone(trx, id, milestoneId, request.body));
    if (!changed) throw new HttpError(404, "Milestone not found.");
    const project = await projectDetail(db, id);
    if (!project) throw noProject();
    return { success: true as const, message: portalMessages.milestoneSaved, project };
  });
};
