import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resourceEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { isFirmStaff } from "../../../contract/policies";
import { portalMessages } from "../../../contract/portal";
import { currentUser } from "../../accounts/sessions/guards";
import type { Db } from "../../platform/database";
import { serve } from "../../platform/endpoint";
import { HttpError } from "../../platform/errors";
import { portalGuards, portalMembership } from "../project-access";
import { addResource, findResource, listResources, removeResource, updateResource } from "./resources";
import { formatOf, type ShippedFiles } from "./shipped-files";

const policy = "clients.manage" as const;
const notFound = () => new HttpError(404, portalMessages.resourceNotFound);

/** The Resources tab for the firm's clients, and the console's list of it. */
export const resourceRoutes: FastifyPluginAsyncZod<{ db: Db; files: ShippedFiles }> = async (app, { db, files }) => {
  const { signedIn } = portalGuards(app, db);
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
    const found = client(request) ? await findResource(db, request.params.id, files) : undefined;
    const shipped = files.find(found?.row.file ?? null);
    if (!found || !shipped) throw notFound();
    reply.header("content-type", shipped.type === "text/csv" ? "text/csv; charset=utf-8" : shipped.type);
    reply.header("content-disposition", `attachment; filename="${shipped.file}"`);
    reply.header("content-length", String(shipped.bytes));
    return reply.send(createReadStream(files.pathOf(shipped)));
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

  serve(app, staffPortalEndpoints.updateResource, { config: { policy } }, async (request) => {
    const found = await findResource(db, request.params.id, files);
    if (!found) throw notFound();
    if (found.row.file && request.body.url !== undefined)
      throw new HttpError(400, portalMessages.resourceFileUnknown, { code: "validation", errors: { url: "A shipped file keeps its own address." } });
    await db.transaction().execute((trx) => updateResource(trx, request.params.id, request.body));
    return answer(request.params.id, portalMessages.resourceSaved);
  });

  serve(app, staffPortalEndpoints.removeResource, { config: { policy } }, async (request) => {
    if (!(await db.transaction().execute((trx) => removeResource(trx, request.params.id)))) throw notFound();
    return { success: true as const, message: portalMessages.resourceRemoved };
  });
};
