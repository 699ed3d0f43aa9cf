import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { documentLink, documentMessages, transmittalLink } from "../../contract/documents";
import { transmittalEndpoints } from "../../contract/endpoints/documents";
import { isFirmStaff } from "../../contract/policies";
import { currentUser } from "../accounts/sessions/guards";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { serve } from "../platform/endpoint";
import { HttpError } from "../platform/errors";
import { grantedProject, portalGuards } from "../portal/project-access";
import { actorOf } from "./actor";
import { namingRulesOf } from "./naming-rules";
import { acknowledge, findTransmittal, isRecipient, issuableRecipients, issuableRevisions, listTransmittals, recordTransmittal } from "./transmittals";

const notFound = () => new HttpError(404, documentMessages.transmittalNotFound);

/** Transmittals: the firm issues revisions to the client's people, who are mailed and acknowledge receipt. */
export const transmittalRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { onProject } = portalGuards(app, db);
  /** A transmittal's project, for the firm or one of its recipients; nobody else learns it exists. */
  const ofTransmittal = async (request: FastifyRequest) => {
    const transmittal = await findTransmittal(db, (request.params as { id: string }).id);
    if (!transmittal) return undefined;
    const user = currentUser(request);
    if (!isFirmStaff(user.role) && !(await isRecipient(db, transmittal.id, user.id))) return undefined;
    return transmittal.project_id;
  };

  serve(app, transmittalEndpoints.list, { onRequest: onProject("project.read") }, async (request) => {
    const user = currentUser(request);
    const recipientId = isFirmStaff(user.role) ? undefined : user.id;
    return { success: true as const, transmittals: await listTransmittals(db, { projectId: request.params.id, recipientId }) };
  });

  serve(app, transmittalEndpoints.send, { onRequest: onProject("project.manage") }, async (request, reply) => {
    const { project } = grantedProject(request);
    const { reason, revisionIds, recipientIds, message = "" } = request.body;
    const items = await issuableRevisions(db, project.id, revisionIds);
    const recipients = await issuableRecipients(db, project.company_id, recipientIds);
    const sender = actorOf(currentUser(request));
    const { project: namingCode } = await namingRulesOf(db, project);
    const { transmittalMail } = await import("./document-mails");
    const send = () =>
      db.transaction().execute(async (trx) => {
        const transmittal = await recordTransmittal(trx, { projectId: project.id, namingCode, reason, message, items, recipients, sender });
        const mail = await transmittalMail({
          number: transmittal.number,
          projectName: project.name,
          reason,
          sender: sender.name,
          message,
          link: `${config.publicUrl}${transmittalLink(project.id, transmittal.id)}`,
          items: items.map((item) => ({
            containerName: item.container_name,
            title: item.title,
            revision: item.revision,
            statusCode: item.status_code,
            fileName: item.file_name,
            link: `${config.publicUrl}${documentLink(project.id, item.documentId)}`,
          })),
        });
        for (const recipient of recipients) await app.mail.enqueue(trx, { to: recipient.email, ...mail });
        return transmittal;
      });
    // Two transmittals sent at once may take the same number: the second takes the next.
    const sent = await send().catch((error: unknown) => (isUniqueViolation(error) ? send() : Promise.reject(error)));
    app.jobs.wake();
    const [transmittal] = await listTransmittals(db, { id: sent.id });
    if (!transmittal) throw notFound();
    reply.code(201);
    const count = recipients.length === 1 ? "1 person" : `${recipients.length} people`;
    return { success: true as const, message: documentMessages.transmittalSent.replace("{number}", sent.number).replace("{count}", count), transmittal };
  });

  serve(app, transmittalEndpoints.detail, { onRequest: onProject("project.read", ofTransmittal) }, async (request) => {
    const [transmittal] = await listTransmittals(db, { id: request.params.id });
    if (!transmittal) throw notFound();
    return { success: true as const, transmittal };
  });

  serve(app, transmittalEndpoints.acknowledge, { onRequest: onProject("project.read", ofTransmittal) }, async (request) => {
    const transmittal = await findTransmittal(db, request.params.id);
    if (!transmittal) throw notFound();
    const user = currentUser(request);
    if (!(await isRecipient(db, transmittal.id, user.id))) throw new HttpError(403, documentMessages.notRecipient);
    await db.transaction().execute((trx) => acknowledge(trx, transmittal, { ...actorOf(user), id: user.id }));
    return { success: true as const, message: documentMessages.acknowledged.replace("{number}", transmittal.number) };
  });
};
