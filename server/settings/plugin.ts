import { siteEndpoints } from "../../contract/endpoints/site";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../platform/database";
import { getPromoBanner } from "./site-settings";

/** GET /api/site-settings: the run-time settings the prerendered pages' widgets read. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; gaMeasurementId?: string }> = async (app, { db, gaMeasurementId }) => {
  serve(app, siteEndpoints.siteSettings, {}, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return { success: true as const, promoBanner: await getPromoBanner(db), analytics: { gaMeasurementId: gaMeasurementId ?? null } };
  });
};
