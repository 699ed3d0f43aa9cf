import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientPortalEndpoints } from "../../contract/endpoints/portal";
import { isFirmStaff, mayOnProject } from "../../contract/policies";
import { deliverableKindLabels, portalMessages } from "../../contract/portal";
import { currentUser } from "../accounts/sessions/guards";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { serve } from "../platform/endpoint";
import { HttpError } from "../platform/errors";
import { projectActivity } from "./activity";
import { clientDashboard } from "./dashboard";
import { acceptDeliverable } from "./deliverables/deliverables";
import { invitation } from "./invitations";
import { otherSide } from "./message-recipients";
import { activeFirmPerson, nameOf } from "./people";
import { grantedProject, portalGuards, portalMembership } from "./project-access";
import { listProjects, projectDetail } from "./projects";
import { closeThread, postMessage, projectThread, projectThreads, updateThread } from "./threads";

const noThread = () => new HttpError(404, portalMessages.threadNotFound);

/** The client's side: their company's projects and conversations. Another company's project is a 404, never a 403. */
export const clientPortalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { signedIn, onProject } = portalGuards(app, db);
  const threadAnswer = async (projectId: string, threadId: string, message: string) => {
    const thread = await projectThread(db, projectId, threadId);
    if (!thread) throw noThread();
    return { success: true as const, message, thread };
  };

  serve(app, clientPortalEndpoints.projects, { onRequest: signedIn }, async (request) => {
    if (isFirmStaff(currentUser(request).role)) return { success: true as const, projects: await listProjects(db, null) };
    const membership = portalMembership(request);
    return { success: true as const, projects: membership ? await listProjects(db, membership.companyId) : [] };
  });

  serve(app, clientPortalEndpoints.project, { onRequest: onProject("project.read") }, async (request) => ({
    success: true as const,
    project: await projectDetail(db, grantedProject(request).project),
  }));

  serve(app, clientPortalEndpoints.messages, { onRequest: onProject("project.read") }, async (request) => {
    return { success: true as const, threads: await projectThreads(db, grantedProject(request).project.id) };
  });

  serve(app, clientPortalEndpoints.postMessage, { onRequest: onProject("project.discuss") }, async (request) => {
    const user = currentUser(request);
    const { project, standing } = grantedProject(request);
    const { threadId, subject, body, kind, dueDate } = request.body;
    if (!threadId && !subject)
      throw new HttpError(400, portalMessages.subjectNeeded, { code: "validation", errors: { subject: portalMessages.subjectNeeded } });
    const fromFirm = standing === "firm";
    const existing = threadId ? await projectThread(db, project.id, threadId) : undefined;
    if (threadId && !existing) throw noThread();
    const newThreadId = threadId ?? randomUUID();
    const assigneeId = existing ? (existing.assignee?.id ?? null) : fromFirm ? user.id : project.coordinator_id;
    const recipients = await otherSide(db, project, assigneeId, fromFirm, user.id);
    const author = fromFirm ? nameOf({ ...user, active: true, lastLogin: null }) : (user.fullName ?? user.username);
    const mail = await (await import("./message-mail")).projectMessageMail({
      projectName: project.name,
      subject: existing?.subject ?? subject ?? "Message",
      author,
      body,
      link: `${config.publicUrl}/projects/${project.id}?thread=${newThreadId}`,
    });
    const posted = await db.transaction().execute(async (trx) => {
      const written = await postMessage(trx, {
        projectId: project.id,
        threadId,
        newThreadId,
        subject,
        kind,
        dueDate,
        body,
        authorId: user.id,
        fromFirm,
        coordinatorId: project.coordinator_id,
      });
      if (written) for (const to of recipients) await app.mail.enqueue(trx, { to, ...mail });
      return written;
    });
    if (!posted) throw noThread();
    if (recipients.length > 0) app.jobs.wake();
    return threadAnswer(project.id, posted.threadId, portalMessages.messagePosted);
  });

  serve(app, clientPortalEndpoints.updateThread, { onRequest: onProject("project.manage") }, async (request) => {
    const { project } = grantedProject(request);
    const { assigneeId } = request.body;
    if (assigneeId && !(await activeFirmPerson(db, assigneeId)))
      throw new HttpError(400, portalMessages.unknownAssignee, { code: "validation", errors: { assigneeId: portalMessages.unknownAssignee } });
    const changed = await db.transaction().execute((trx) => updateThread(trx, project.id, request.params.threadId, request.body));
    if (!changed) throw noThread();
    return threadAnswer(project.id, request.params.threadId, portalMessages.threadSaved);
  });

  serve(app, clientPortalEndpoints.closeThread, { onRequest: onProject("project.discuss") }, async (request) => {
    const { project } = grantedProject(request);
    const closed = await db.transaction().execute((trx) => closeThread(trx, project.id, request.params.threadId, currentUser(request).id));
    if (!closed) throw noThread();
    return threadAnswer(project.id, request.params.threadId, portalMessages.threadClosed);
  });

  serve(app, clientPortalEndpoints.activity, { onRequest: onProject("project.read") }, async (request) => ({
    success: true as const,
    activity: await projectActivity(db, grantedProject(request).project.id),
  }));

  serve(app, clientPortalEndpoints.acceptDeliverable, { onRequest: onProject("project.review") }, async (request) => {
    const { project } = grantedProject(request);
    const accepted = await db.transaction().execute((trx) => acceptDeliverable(trx, project.id, request.params.deliverableId, currentUser(request)));
    if (!accepted) throw new HttpError(404, portalMessages.deliverableNotFound);
    if (accepted === "not-issued") throw new HttpError(409, portalMessages.acceptOnlyIssued);
    return {
      success: true as const,
      message: `${portalMessages.deliverableAccepted} ${deliverableKindLabels[accepted.kind]}: ${accepted.name}.`,
      deliverable: accepted,
    };
  });

  serve(app, clientPortalEndpoints.dashboard, { onRequest: signedIn }, async (request) => {
    const membership = isFirmStaff(currentUser(request).role) ? null : portalMembership(request);
    return {
      success: true as const,
      ...(await clientDashboard(db, membership ? { id: membership.companyId, name: membership.companyName } : null)),
    };
  });

  // A company's own admin brings in colleagues of the same company, as members only.
  serve(app, clientPortalEndpoints.inviteColleague, { onRequest: signedIn }, async (request) => {
    const user = currentUser(request);
    const membership = portalMembership(request);
    const standing = membership ? (membership.role === "admin" ? "company-admin" : "company-member") : undefined;
    if (!membership || isFirmStaff(user.role) || !mayOnProject(standing, "company.invite")) throw new HttpError(403, portalMessages.onlyCompanyAdminInvites);
    const write = await invitation(
      app.mail,
      config.publicUrl,
      { id: membership.companyId, name: membership.companyName },
      { ...request.body, role: "member" },
      { id: user.id, name: user.fullName ?? user.username },
    );
    await db.transaction().execute(write);
    app.jobs.wake();
    return { success: true as const, message: portalMessages.invitationSent.replace("{email}", request.body.email) };
  });
};
