import { clientPortalEndpoints } from "../../contract/endpoints/portal";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isFirmStaff, mayOnProject } from "../../contract/policies";
import { portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { findCompany } from "./companies";
import { clientDashboard } from "./dashboard";
import { invitation } from "./invitations";
import { membershipOf } from "./membership";
import { otherSide } from "./message-recipients";
import { grantedProject, portalGuards, standingIn } from "./project-access";
import { listProjects, projectDetail } from "./projects";
import { postMessage, projectThreads } from "./threads";

const notFound = () => new HttpError(404, portalMessages.notFound);

/** The client's side: their company's projects and conversations. Another company's project is a 404, never a 403. */
export const clientPortalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { signedIn, onProject } = portalGuards(app, db);

  serve(app, clientPortalEndpoints.projects, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    if (isFirmStaff(user.role)) return { success: true as const, projects: await listProjects(db, null) };
    const membership = await membershipOf(db, user.id);
    return { success: true as const, projects: membership ? await listProjects(db, membership.companyId) : [] };
  });

  serve(app, clientPortalEndpoints.project, { onRequest: onProject("project.read") }, async (request) => {
    const project = await projectDetail(db, request.params.id);
    if (!project) throw notFound();
    return { success: true as const, project };
  });

  serve(app, clientPortalEndpoints.messages, { onRequest: onProject("project.read") }, async (request) => {
    return { success: true as const, threads: await projectThreads(db, request.params.id) };
  });

  serve(app, clientPortalEndpoints.postMessage, { onRequest: onProject("project.discuss") }, async (request) => {
    const user = currentUser(request);
    const { project } = grantedProject(request);
    const { threadId, subject, body } = request.body;
    if (!threadId && !subject)
      throw new HttpError(400, "Give the new conversation a subject.", { code: "validation", errors: { subject: "Give the new conversation a subject." } });
    const fromFirm = isFirmStaff(user.role);
    const author = user.fullName ?? user.username;
    const recipients = await otherSide(db, project, fromFirm, user.id);
    const { projectMessageMail } = await import("./message-mail");
    const posted = await db.transaction().execute(async (trx) => {
      const id = await postMessage(trx, { projectId: project.id, threadId, subject, body, authorId: user.id, fromFirm });
      if (!id) return undefined;
      const thread = await trx.selectFrom("project_threads").select("subject").where("id", "=", id).executeTakeFirstOrThrow();
      const link = `${config.publicUrl}/projects/${project.id}?thread=${id}`;
      const mail = await projectMessageMail({ projectName: project.name, subject: thread.subject, author, body, link });
      for (const to of recipients) await app.mail.enqueue(trx, { to, ...mail });
      return id;
    });
    if (!posted) throw new HttpError(404, "Conversation not found.");
    if (recipients.length > 0) app.jobs.wake();
    const thread = (await projectThreads(db, project.id)).find((t) => t.id === posted);
    if (!thread) throw notFound();
    return { success: true as const, message: portalMessages.messagePosted, thread };
  });

  serve(app, clientPortalEndpoints.dashboard, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    const membership = isFirmStaff(user.role) ? undefined : await membershipOf(db, user.id);
    return { success: true as const, ...(await clientDashboard(db, membership?.companyId ?? null)) };
  });

  // A company's own admin brings in colleagues of the same company, as members only.
  serve(app, clientPortalEndpoints.inviteColleague, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    const membership = await membershipOf(db, user.id);
    const standing = membership ? await standingIn(db, user, membership.companyId) : undefined;
    if (!membership || isFirmStaff(user.role) || !mayOnProject(standing, "company.invite"))
      throw new HttpError(403, "Only your company's portal admin can invite colleagues.");
    const company = await findCompany(db, membership.companyId);
    if (!company) throw new HttpError(403, "Only your company's portal admin can invite colleagues.");
    const write = await invitation(
      app.mail,
      config.publicUrl,
      company,
      { ...request.body, role: "member" },
      { id: user.id, name: user.fullName ?? user.username },
    );
    await db.transaction().execute(write);
    app.jobs.wake();
    return { success: true as const, message: portalMessages.invitationSent.replace("{email}", request.body.email) };
  });
};
