import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { containerFields, DOWNLOAD_LINK_SECONDS, documentMessages, documentStateLabels, FORM_UPLOAD_BYTES } from "../../contract/documents";
import { documentEndpoints } from "../../contract/endpoints/documents";
import { sendCsv } from "../admin/csv-export";
import { currentUser } from "../accounts/sessions/guards";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { serve } from "../platform/endpoint";
import { HttpError } from "../platform/errors";
import { localTime } from "../platform/local-time";
import { grantedProject, portalGuards } from "../portal/project-access";
import { actorOf } from "./actor";
import { documentEvents, eachEvent, recordEvent } from "./audit";
import { queueChecksum } from "./checksums";
import { documentProjectOf, viewerOf } from "./document-access";
import { documentDetail, listDocuments } from "./document-views";
import { addRevision, changeState, createDocument, findDocument } from "./documents";
import { namingErrors, namingRulesOf, saveNamingRules } from "./naming-rules";
import { recordReview } from "./reviews";
import { formUpload } from "./uploads/form-upload";
import { takeUpload } from "./uploads/uploads";

const notFound = () => new HttpError(404, documentMessages.notFound);
const uploadGone = () => new HttpError(400, documentMessages.uploadNotFound, { errors: { uploadId: documentMessages.uploadNotFound } });

/** A project's documents: create, list, revise, share, download, review, audit (decisions 037, 038). */
export const documentRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const { onProject } = portalGuards(app, db);
  const ofDocument = documentProjectOf(db);
  // Only these routes take multipart bodies; files stream to storage as they arrive.
  await app.register(multipart, { limits: { fileSize: FORM_UPLOAD_BYTES, files: 1 } });
  const withFile = formUpload(app, db);

  /** The document the guard let through, as the asker may see it. */
  const shown = async (id: string, request: Parameters<typeof viewerOf>[0]) => {
    const document = await documentDetail(db, id, viewerOf(request));
    if (!document) throw notFound();
    return document;
  };
  const detailOrGone = async (id: string) => {
    const document = await findDocument(db, id);
    if (!document) throw notFound();
    return document;
  };

  serve(app, documentEndpoints.list, { onRequest: onProject("project.read") }, async (request) => {
    return { success: true as const, documents: await listDocuments(db, request.params.id, viewerOf(request), request.query.state) };
  });

  serve(
    app,
    documentEndpoints.create,
    { onRequest: onProject("project.upload"), preValidation: withFile, config: { longUpload: true } },
    async (request, reply) => {
      const { project } = grantedProject(request);
      const { title, uploadId, state, statusCode } = request.body;
      const name = Object.fromEntries(containerFields.map((field) => [field, request.body[field]])) as Record<(typeof containerFields)[number], string>;
      const errors = namingErrors(await namingRulesOf(db, project), name);
      if (Object.keys(errors).length > 0) throw new HttpError(400, documentMessages.namingRefused, { errors });
      const actor = actorOf(currentUser(request));
      let id: string;
      try {
        id = await db.transaction().execute(async (trx) => {
          const file = await takeUpload(trx, uploadId, project.id);
          if (!file) throw uploadGone();
          const created = await createDocument(trx, { projectId: project.id, name, title }, file, { state, statusCode }, actor);
          if (!file.sha256) await queueChecksum(trx, created.revision.id);
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, documentMessages.nameTaken, { errors: { number: documentMessages.nameTaken } });
        throw error;
      }
      await app.storage.forgetUploadInfo(uploadId).catch((error: unknown) => request.log.warn({ err: error }, "upload bookkeeping left behind"));
      app.jobs.wake();
      reply.code(201);
      return { success: true as const, message: documentMessages.created, document: await shown(id, request) };
    },
  );

  serve(app, documentEndpoints.detail, { onRequest: onProject("project.read", ofDocument) }, async (request) => {
    return { success: true as const, document: await shown(request.params.id, request) };
  });

  serve(
    app,
    documentEndpoints.addRevision,
    { onRequest: onProject("project.upload", ofDocument), preValidation: withFile, config: { longUpload: true } },
    async (request, reply) => {
      const document = await detailOrGone(request.params.id);
      const { uploadId, state, statusCode } = request.body;
      const actor = actorOf(currentUser(request));
      const added = await db.transaction().execute(async (trx) => {
        const file = await takeUpload(trx, uploadId, document.project_id);
        if (!file) throw uploadGone();
        const revision = await addRevision(trx, document, file, { state, statusCode }, actor);
        if (!file.sha256) await queueChecksum(trx, revision.id);
        return revision;
      });
      await app.storage.forgetUploadInfo(uploadId).catch((error: unknown) => request.log.warn({ err: error }, "upload bookkeeping left behind"));
      app.jobs.wake();
      reply.code(201);
      return {
        success: true as const,
        message: documentMessages.revisionAdded.replace("{revision}", added.revision),
        document: await shown(document.id, request),
      };
    },
  );

  serve(app, documentEndpoints.download, { onRequest: onProject("project.read", ofDocument) }, async (request, reply) => {
    const document = await shown(request.params.id, request);
    const revision = request.query.revision ? document.revisions.find((r) => r.id === request.query.revision) : document.current;
    if (!revision) throw new HttpError(404, documentMessages.revisionNotFound);
    const row = await db.selectFrom("document_revisions").select("storage_key").where("id", "=", revision.id).executeTakeFirstOrThrow();
    const issuedAt = new Date();
    const url = await app.storage.downloadUrl(row.storage_key, { name: revision.fileName, contentType: revision.contentType }, DOWNLOAD_LINK_SECONDS, issuedAt);
    await recordEvent(db, {
      documentId: document.id,
      projectId: document.projectId,
      revision,
      actor: actorOf(currentUser(request)),
      action: "downloaded",
      detail: revision.fileName,
    });
    reply.header("cache-control", "no-store");
    if (request.query.as === "redirect") return reply.redirect(url, 303);
    const expiresAt = new Date(issuedAt.getTime() + DOWNLOAD_LINK_SECONDS * 1000).toISOString();
    return { success: true as const, url, fileName: revision.fileName, contentType: revision.contentType, size: revision.size, expiresAt };
  });

  serve(app, documentEndpoints.thumbnail, { onRequest: onProject("project.read", ofDocument) }, async (request, reply) => {
    const document = await shown(request.params.id, request);
    const revision = request.query.revision ? document.revisions.find((r) => r.id === request.query.revision) : document.current;
    if (!revision) throw new HttpError(404, documentMessages.revisionNotFound);
    const row = await db.selectFrom("document_revisions").select("thumbnail_key").where("id", "=", revision.id).executeTakeFirstOrThrow();
    if (!row.thumbnail_key) throw new HttpError(404, documentMessages.noThumbnail);
    const bytes = await app.storage.read(row.thumbnail_key);
    // A named revision's thumbnail never changes, so the browser keeps it for a day; only this person's browser may.
    reply.header("cache-control", request.query.revision ? "private, max-age=86400" : "private, no-cache");
    return reply.type("image/webp").send(bytes);
  });

  serve(app, documentEndpoints.changeState, { onRequest: onProject("project.manage", ofDocument) }, async (request) => {
    const document = await detailOrGone(request.params.id);
    const { revisionId, state, statusCode } = request.body;
    const moved = await db.transaction().execute((trx) => changeState(trx, document, revisionId, { state, statusCode }, actorOf(currentUser(request))));
    const message = documentMessages.stateChanged.replace("{revision}", moved.revision).replace("{state}", documentStateLabels[moved.state].toLowerCase());
    return { success: true as const, message, document: await shown(document.id, request) };
  });

  serve(app, documentEndpoints.review, { onRequest: onProject("project.review", ofDocument) }, async (request, reply) => {
    const document = await shown(request.params.id, request);
    const { project } = grantedProject(request);
    await recordReview(app, db, config, { document, project, input: request.body, reviewer: actorOf(currentUser(request)) });
    reply.code(201);
    return { success: true as const, message: documentMessages.reviewed, document: await shown(document.id, request) };
  });

  serve(app, documentEndpoints.audit, { onRequest: onProject("project.manage", ofDocument) }, async (request) => {
    return { success: true as const, events: await documentEvents(db, request.params.id) };
  });

  const auditHeader = (zone: string) => [`Time (${zone})`, "Document", "Title", "Revision", "Action", "By", "Detail"];
  const auditRows = async function* (events: ReturnType<typeof eachEvent>) {
    for await (const event of events) {
      yield [localTime(event.at, config.timeZone), event.container_name, event.title, event.revision, event.action, event.actor_name, event.detail];
    }
  };

  serve(app, documentEndpoints.auditCsv, { onRequest: onProject("project.manage", ofDocument) }, async (request, reply) => {
    const document = await detailOrGone(request.params.id);
    return sendCsv(reply, `${document.container_name}-audit.csv`, auditHeader(config.timeZone), auditRows(eachEvent(db, { documentId: document.id })));
  });

  serve(app, documentEndpoints.projectAuditCsv, { onRequest: onProject("project.manage") }, async (request, reply) => {
    const { project } = grantedProject(request);
    return sendCsv(reply, `${project.code}-documents-audit.csv`, auditHeader(config.timeZone), auditRows(eachEvent(db, { projectId: project.id })));
  });

  serve(app, documentEndpoints.namingRules, { onRequest: onProject("project.read") }, async (request) => {
    return { success: true as const, rules: await namingRulesOf(db, grantedProject(request).project) };
  });

  serve(app, documentEndpoints.saveNamingRules, { onRequest: onProject("project.manage") }, async (request) => {
    await saveNamingRules(db, request.params.id, request.body);
    return { success: true as const, message: documentMessages.rulesSaved, rules: request.body };
  });
};
