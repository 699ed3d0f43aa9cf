import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffPortalEndpoints } from "../../contract/endpoints/portal";
import { deliverableKindLabels, portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import { listFirmPeople } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { serve } from "../platform/endpoint";
import { HttpError } from "../platform/errors";
import { createCompany, findCompany, listCompanies, updateCompany } from "./companies";
import { companyPeople, removeMember, setMemberRole } from "./company-people";
import { addDeliverable, updateDeliverable } from "./deliverables/deliverables";
import { firmInbox } from "./inbox";
import { invitation } from "./invitations";
import { addMilestone, updateMilestone } from "./milestones";
import { activeFirmPerson } from "./people";
import { projectNews } from "./project-news";
import { createProject, findProject, listProjects, projectDetailById, updateProject } from "./projects";

const policy = "clients.manage" as const;
const noProject = () => new HttpError(404, portalMessages.notFound);
const noCompany = () => new HttpError(404, portalMessages.companyNotFound);

/** The firm's side of the portal: companies and their people, projects, milestones, deliverables and the inbox. */
export const staffPortalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const coordinatorIsStaff = async (id: string) => {
    if (!(await activeFirmPerson(db, id)))
      throw new HttpError(400, portalMessages.unknownCoordinator, { code: "validation", errors: { coordinatorId: portalMessages.unknownCoordinator } });
  };
  const detailOf = async (id: string) => {
    const project = await projectDetailById(db, id);
    if (!project) throw noProject();
    return project;
  };
  const companyOf = async (id: string) => {
    const [company] = await listCompanies(db, id);
    if (!company) throw noCompany();
    return company;
  };

  // Staff may not list users (users.manage), yet they choose a project's coordinator from the firm's people.
  serve(app, staffPortalEndpoints.coordinators, { config: { policy } }, async () => ({
    success: true as const,
    coordinators: (await listFirmPeople(db)).map((p) => ({ id: p.id, name: p.name })),
  }));

  serve(app, staffPortalEndpoints.companies, { config: { policy } }, async () => ({ success: true as const, companies: await listCompanies(db) }));

  serve(app, staffPortalEndpoints.createCompany, { config: { policy } }, async (request) => {
    const company = await createCompany(db, request.body);
    return { success: true as const, message: portalMessages.companyCreated, company };
  });

  serve(app, staffPortalEndpoints.updateCompany, { config: { policy } }, async (request) => {
    if (!(await db.transaction().execute((trx) => updateCompany(trx, request.params.id, request.body)))) throw noCompany();
    return { success: true as const, message: portalMessages.companySaved, company: await companyOf(request.params.id) };
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

  serve(app, staffPortalEndpoints.people, { config: { policy } }, async (request) => {
    if (!(await findCompany(db, request.params.id))) throw noCompany();
    return { success: true as const, ...(await companyPeople(db, request.params.id)) };
  });

  serve(app, staffPortalEndpoints.updatePerson, { config: { policy } }, async (request) => {
    const { id, userId } = request.params;
    if (!(await db.transaction().execute((trx) => setMemberRole(trx, id, userId, request.body.role)))) throw new HttpError(404, portalMessages.personNotFound);
    return { success: true as const, message: portalMessages.personSaved };
  });

  serve(app, staffPortalEndpoints.removePerson, { config: { policy } }, async (request) => {
    const { id, userId } = request.params;
    if (!(await db.transaction().execute((trx) => removeMember(trx, id, userId)))) throw new HttpError(404, portalMessages.personNotFound);
    return { success: true as const, message: portalMessages.personRemoved };
  });

  serve(app, staffPortalEndpoints.projects, { config: { policy } }, async () => ({ success: true as const, projects: await listProjects(db, null) }));

  serve(app, staffPortalEndpoints.createProject, { config: { policy } }, async (request) => {
    const input = request.body;
    if (!(await findCompany(db, input.companyId)))
      throw new HttpError(400, portalMessages.unknownCompany, { code: "validation", errors: { companyId: portalMessages.unknownCompany } });
    await coordinatorIsStaff(input.coordinatorId);
    const id = await db
      .transaction()
      .execute((trx) => createProject(trx, input, currentUser(request).id))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(409, portalMessages.codeTaken, { errors: { code: portalMessages.codeTaken } }) : error;
      });
    return { success: true as const, message: portalMessages.projectCreated, project: await detailOf(id) };
  });

  serve(app, staffPortalEndpoints.updateProject, { config: { policy } }, async (request) => {
    const change = request.body;
    if (change.coordinatorId) await coordinatorIsStaff(change.coordinatorId);
    if (change.startDate !== undefined || change.dueDate !== undefined) {
      const before = await findProject(db, request.params.id);
      if (!before) throw noProject();
      if ((change.dueDate ?? before.due_date) < (change.startDate ?? before.start_date))
        throw new HttpError(400, portalMessages.dueBeforeStart, { code: "validation", errors: { dueDate: portalMessages.dueBeforeStart } });
    }
    if (!(await db.transaction().execute((trx) => updateProject(trx, request.params.id, change)))) throw noProject();
    return { success: true as const, message: portalMessages.projectSaved, project: await detailOf(request.params.id) };
  });

  serve(app, staffPortalEndpoints.addMilestone, { config: { policy } }, async (request) => {
    const added = await db.transaction().execute(async (trx) => {
      if (!(await findProject(trx, request.params.id))) return false;
      await addMilestone(trx, request.params.id, request.body);
      return true;
    });
    if (!added) throw noProject();
    return { success: true as const, message: portalMessages.milestoneAdded, project: await detailOf(request.params.id) };
  });

  serve(app, staffPortalEndpoints.updateMilestone, { config: { policy } }, async (request) => {
    const { id, milestoneId } = request.params;
    const project = await findProject(db, id);
    if (!project) throw new HttpError(404, portalMessages.milestoneNotFound);
    const milestone = await db.selectFrom("project_milestones").select("name").where("id", "=", milestoneId).where("project_id", "=", id).executeTakeFirst();
    const news =
      request.body.completed === true && milestone
        ? await projectNews(db, app.mail, config.publicUrl, project, {
            kind: "milestoneDone",
            headline: `Milestone done: ${request.body.name ?? milestone.name}`,
            detail: "The project team marked this milestone done. The project page shows its progress and what comes next.",
          })
        : undefined;
    const outcome = await db.transaction().execute(async (trx) => {
      const changed = await updateMilestone(trx, id, milestoneId, request.body, currentUser(request).id);
      const mailed = changed?.done && news ? await news(trx) : 0;
      return { changed, mailed };
    });
    if (!outcome.changed) throw new HttpError(404, portalMessages.milestoneNotFound);
    if (outcome.mailed > 0) app.jobs.wake();
    return { success: true as const, message: portalMessages.milestoneSaved, project: await detailOf(id) };
  });

  serve(app, staffPortalEndpoints.addDeliverable, { config: { policy } }, async (request) => {
    const project = await findProject(db, request.params.id);
    if (!project) throw noProject();
    const input = request.body;
    const news = input.status === "issued" ? await issuedNews(project, input.name, input.kind) : undefined;
    const { written, mailed } = await db.transaction().execute(async (trx) => {
      const added = await addDeliverable(trx, project.id, input, currentUser(request));
      return { written: added, mailed: added.issued && news ? await news(trx) : 0 };
    });
    if (mailed > 0) app.jobs.wake();
    return { success: true as const, message: portalMessages.deliverableAdded, deliverable: written.deliverable };
  });

  serve(app, staffPortalEndpoints.updateDeliverable, { config: { policy } }, async (request) => {
    const { id, deliverableId } = request.params;
    const project = await findProject(db, id);
    if (!project) throw new HttpError(404, portalMessages.deliverableNotFound);
    const current = await db.selectFrom("project_deliverables").select(["name", "kind"]).where("id", "=", deliverableId).executeTakeFirst();
    const change = request.body;
    const news = change.status === "issued" && current ? await issuedNews(project, change.name ?? current.name, change.kind ?? current.kind) : undefined;
    const outcome = await db.transaction().execute(async (trx) => {
      const written = await updateDeliverable(trx, project.id, deliverableId, change, currentUser(request));
      const mailed = written && written !== "accepted" && written.issued && news ? await news(trx) : 0;
      return { written, mailed };
    });
    if (!outcome.written) throw new HttpError(404, portalMessages.deliverableNotFound);
    if (outcome.written === "accepted") throw new HttpError(409, portalMessages.acceptedIsFinal);
    if (outcome.mailed > 0) app.jobs.wake();
    return { success: true as const, message: portalMessages.deliverableSaved, deliverable: outcome.written.deliverable };
  });

  const issuedNews = (project: { id: string; name: string; company_id: string }, name: string, kind: keyof typeof deliverableKindLabels) =>
    projectNews(db, app.mail, config.publicUrl, project, {
      kind: "deliverableIssued",
      headline: `${deliverableKindLabels[kind]} issued: ${name}`,
      detail: "Review it and accept it on the project page, or reply there with what needs to change.",
    });

  serve(app, staffPortalEndpoints.inbox, { config: { policy } }, async () => ({ success: true as const, ...(await firmInbox(db)) }));
};
