import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failedJobsResponse, jobIdParams, notifyInboxesBody, promoBannerBody, settingsResponse } from "../../contract/admin";
import { messageResponse } from "../../contract/api";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { listFailedJobs, retryJob } from "../platform/jobs";
import { getPromoBanner, setPromoBanner } from "../settings/site-settings";
import { leadNotifyInboxes, setLeadNotifyInboxes } from "./notify-inboxes";

/** /admin/settings: who hears about new leads, the promo banner, and the deliveries that gave up, with retry. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const current = async () => ({ inboxes: await leadNotifyInboxes(db), environmentInboxes: config.leadNotifyTo, promoBanner: await getPromoBanner(db) });

  app.get("/api/admin/settings", { config: { policy: "settings.manage" }, schema: { response: { 200: settingsResponse } } }, async () => ({
    success: true as const,
    message: "Settings loaded",
    data: await current(),
  }));

  app.put(
    "/api/admin/settings/lead-inboxes",
    { config: { policy: "settings.manage" }, schema: { body: notifyInboxesBody, response: { 200: settingsResponse } } },
    async (request) => {
      await setLeadNotifyInboxes(db, request.body.inboxes);
      return { success: true as const, message: "Notification inboxes saved.", data: await current() };
    },
  );

  // Stored in the database and read by every page's widgets on load: no restart, no rebuild.
  app.put(
    "/api/admin/settings/promo-banner",
    { config: { policy: "settings.manage" }, schema: { body: promoBannerBody, response: { 200: settingsResponse } } },
    async (request) => {
      await setPromoBanner(db, request.body);
      return {
        success: true as const,
        message: request.body.enabled ? "Promo banner saved and shown." : "Promo banner saved and hidden.",
        data: await current(),
      };
    },
  );

  app.get("/api/admin/jobs/failed", { config: { policy: "settings.manage" }, schema: { response: { 200: failedJobsResponse } } }, async () => ({
    success: true as const,
    message: "Failed jobs loaded",
    data: { jobs: await listFailedJobs(db) },
  }));

  app.post(
    "/api/admin/jobs/:id/retry",
    { config: { policy: "settings.manage" }, schema: { params: jobIdParams, response: { 200: messageResponse } } },
    async (request) => {
      if (!(await retryJob(db, request.params.id))) throw new HttpError(404, "No failed job with that id");
      app.jobs.wake();
      return { success: true as const, message: "Queued for another try." };
    },
  );
};
