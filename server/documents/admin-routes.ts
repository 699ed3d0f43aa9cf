import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { documentMessages } from "../../contract/documents";
import { documentAdminEndpoints } from "../../contract/endpoints/documents";
import { portalMessages } from "../../contract/portal";
import type { Db } from "../platform/database";
import { serve } from "../platform/endpoint";
import { HttpError } from "../platform/errors";
import { removeProject } from "./project-removal";
import { reviewQueue } from "./review-queue";
import { documentSettings, saveDocumentSettings } from "./settings";

/** The firm's side of documents: the review queue across projects, quota and retention, deleting a project. */
export const documentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, documentAdminEndpoints.reviewQueue, { config: { policy: "clients.manage" } }, async () => {
    return { success: true as const, ...(await reviewQueue(db)) };
  });

  serve(app, documentAdminEndpoints.settings, { config: { policy: "clients.manage" } }, async () => {
    return { success: true as const, settings: await documentSettings(db) };
  });

  serve(app, documentAdminEndpoints.saveSettings, { config: { policy: "settings.manage" } }, async (request) => {
    return { success: true as const, message: documentMessages.settingsSaved, settings: await saveDocumentSettings(db, request.body) };
  });

  serve(app, documentAdminEndpoints.deleteProject, { config: { policy: "projects.delete" } }, async (request) => {
    const project = await db.selectFrom("projects").select(["id", "code"]).where("id", "=", request.params.id).executeTakeFirst();
    if (!project) throw new HttpError(404, portalMessages.notFound);
    const { retentionDays } = await documentSettings(db);
    const removed = await db.transaction().execute((trx) => removeProject(trx, project.id, retentionDays));
    // Unfinished uploads were never a revision: their bytes go now.
    for (const id of removed.uploads) {
      await (await app.storage.uploads()).remove(id).catch(() => undefined);
      await app.storage.remove(id);
    }
    return { success: true as const, message: documentMessages.projectDeleted.replace("{code}", project.code).replace("{days}", String(retentionDays)) };
  });
};
