import { adminMessages } from "../../contract/messages/admin";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { listFailedJobs, retryJob } from "../platform/jobs";
import { getPromoBanner, setPromoBanner } from "../settings/site-settings";
import { leadNotifyInboxes, setLeadNotifyInboxes } from "../settings/lead-inboxes";

/** /admin/settings: who hears about new leads, the promo banner, and the deliveries that gave up, with retry. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const current = async () => ({ inboxes: await leadNotifyInboxes(db), environmentInboxes: config.leadNotifyTo, promoBanner: await getPromoBanner(db) });

  serve(app, adminEndpoints.settings, { config: { policy: "settings.manage" } }, async () => ({
    success: true as const,
    message: adminMessages.settingsLoaded,
    data: await current(),
  }));

  serve(app, adminEndpoints.leadInboxes, { config: { policy: "settings.manage" } }, async (request) => {
    await db.transaction().execute((trx) => setLeadNotifyInboxes(trx, request.body.inboxes));
    return { success: true as const, message: adminMessages.inboxesSaved, data: await current() };
  });

  // Stored in the database and read by every page's widgets on load: no restart, no rebuild.
  serve(app, adminEndpoints.promoBanner, { config: { policy: "settings.manage" } }, async (request) => {
    await setPromoBanner(db, request.body);
    return {
      success: true as const,
      message: request.body.enabled ? "Promo banner saved and shown." : "Promo banner saved and hidden.",
      data: await current(),
    };
  });

  serve(app, adminEndpoints.failedJobs, { config: { policy: "settings.manage" } }, async () => ({
    success: true as const,
    message: adminMessages.failedJobsLoaded,
    data: { jobs: await listFailedJobs(db) },
  }));

  serve(app, adminEndpoints.retryJob, { config: { policy: "settings.manage" } }, async (request) => {
    if (!(await retryJob(db, request.params.id))) throw new HttpError(404, adminMessages.noSuchJob);
    app.jobs.wake();
    return { success: true as const, message: adminMessages.jobQueued };
  });
};
