import { createReadStream } from "node:fs";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FORM_UPLOAD_BYTES } from "../../../contract/documents";
import { resourceEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { isFirmStaff } from "../../../contract/policies";
import { portalMessages, resourceUploadFields } from "../../../contract/portal";
import { attachment } from "../../storage/attachment";
import { currentUser } from "../../accounts/sessions/guards";
import type { Db } from "../../platform/database";
import { serve } from "../../platform/endpoint";
import { HttpError, validationErrors } from "../../platform/errors";
import { portalGuards, portalMembership } from "../project-access";
import { addResource, findResource, listResources, removeResource, updateResource } from "./resources";
import { formatOf, type ShippedFiles } from "./shipped-files";
import { resourceFileTooLarge, type StoredResourceFile, storeResourceFile } from "./uploaded-file";

const policy = "clients.manage" as const;
const notFound = () => new HttpError(404, portalMessages.resourceNotFound);

/** The Resources tab for the firm's clients, and the console's list of it. */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Db; files: ShippedFiles }> = async (app, { db, files }) => {
  const { signedIn } = portalGuards(app, db);
  // Only the upload takes a multipart body; its file streams to storage as it arrives.
  await app.register(multipart, { limits: { fileSize: FORM_UPLOAD_BYTES, files: 1 } });
  /** The firm and its clients' people; an account of no company sees an empty portal. */
  const client = (request: Parameters<typeof portalMembership>[0]) => isFirmStaff(currentUser(request).role) || portalMembership(request) !== null;
  const answer = async (id: string, message: string) => {
    const found = await findResource(db, id, files);
    if (!found?.resource) throw notFound();
    return { success: true as const, message, resource: found.resource };
  };

  serve(app, resourceEndpoints.list, { onRequest: signedIn }, async (request) => ({
    success: true as const,
    resources: client(request) ? await listResources(db, files) : [],
  }));

  serve(app, resourceEndpoints.file, { onRequest: signedIn }, async (request, reply) => {
    const row = client(request) ? (await findResource(db, request.params.id, files))?.row : undefined;
    const shipped = files.find(row?.file ?? null);
    const file =
      row?.stored_key && row.stored_name
        ? {
            name: row.stored_name,
            type: row.stored_type ?? "application/octet-stream",
            bytes: Number(row.stored_bytes),
            open: () => app.storage.read(row.stored_key ?? ""),
          }
        : shipped && { name: shipped.file, type: shipped.type, bytes: shipped.bytes, open: async () => createReadStream(files.pathOf(shipped)) };
    if (!file) throw notFound();
    const body = await file.open();
    return reply
      .header("content-type", file.type === "text/csv" ? "text/csv; charset=utf-8" : file.type)
      .header("content-disposition", attachment(file.name))
      .header("content-length", String(file.bytes))
      .send(body);
  });

  serve(app, staffPortalEndpoints.resources, { config: { policy } }, async () => ({ success: true as const, resources: await listResources(db, files) }));

  serve(app, staffPortalEndpoints.resourceFiles, { config: { policy } }, async () => ({
    success: true as const,
    files: files.list().map((f) => ({ file: f.file, title: f.title, kind: f.kind, format: formatOf(f) })),
  }));

  serve(app, staffPortalEndpoints.addResource, { config: { policy } }, async (request) => {
    const input = request.body;
    const needsFile = input.kind === "guide" || input.kind === "template";
    if (needsFile && !files.find(input.file))
      throw new HttpError(400, portalMessages.resourceFileUnknown, { code: "validation", errors: { file: portalMessages.resourceFileUnknown } });
    if (!needsFile && !input.url)
      throw new HttpError(400, portalMessages.resourceUrlNeeded, { code: "validation", errors: { url: portalMessages.resourceUrlNeeded } });
    const id = await db.transaction().execute((trx) => addResource(trx, needsFile ? { ...input, url: null } : { ...input, file: null }));
    return answer(id, portalMessages.resourceAdded);
  });

  serve(app, staffPortalEndpoints.uploadResource, { config: { policy } }, async (request) => {
    if (!request.isMultipart())
      throw new HttpError(400, portalMessages.resourceFileMissing, { code: "validation", errors: { file: portalMessages.resourceFileMissing } });
    const fields: Record<string, string> = {};
    let stored: StoredResourceFile | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: FORM_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 11 } })) {
        if (part.type === "field") fields[part.fieldname] = String(part.value);
        else if (part.fieldname === "file" && !stored && part.filename) stored = await storeResourceFile(app.storage, part);
        else part.file.resume();
      }
      // Every field's problem at once, the missing file among them, as the JSON form's errors are.
      const input = resourceUploadFields.safeParse(fields);
      const errors: Record<string, string> = {
        ...(input.success ? {} : validationErrors(input.error)),
        ...(stored ? {} : { file: portalMessages.resourceFileMissing }),
      };
      const file = stored;
      if (!input.success || !file) throw new HttpError(400, Object.values(errors)[0] ?? portalMessages.resourceFileMissing, { code: "validation", errors });
      const id = await db.transaction().execute((trx) => addResource(trx, { ...input.data, file: null, url: null }, file));
      return answer(id, portalMessages.resourceAdded);
    } catch (error) {
      // Nothing half-added: a file stored for an upload that then failed is removed with it.
      if (stored) await app.storage.remove(stored.key).catch(() => undefined);
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw resourceFileTooLarge();
      throw error;
    }
  });

  serve(app, staffPortalEndpoints.updateResource, { config: { policy } }, async (request) => {
    const found = await findResource(db, request.params.id, files);
    if (!found) throw notFound();
    if ((found.row.file || found.row.stored_key) && request.body.url !== undefined)
      throw new HttpError(400, portalMessages.resourceFileUnknown, { code: "validation", errors: { url: "A file keeps its own address." } });
    await db.transaction().execute((trx) => updateResource(trx, request.params.id, request.body));
    return answer(request.params.id, portalMessages.resourceSaved);
  });

  serve(app, staffPortalEndpoints.removeResource, { config: { policy } }, async (request) => {
    const { removed, storedKey } = await db.transaction().execute((trx) => removeResource(trx, request.params.id));
    if (!removed) throw notFound();
    // After the commit: a failed delete leaves an object no entry names, never an entry whose file is gone.
    if (storedKey) await app.storage.remove(storedKey).catch((error: unknown) => request.log.warn({ err: error, storedKey }, "resource file not removed"));
    return { success: true as const, message: portalMessages.resourceRemoved };
  });
};
