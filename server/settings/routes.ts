import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteSettingsResponseSchema } from "../../contract/widgets";
import type { Db } from "../platform/database";
import { getPromoBanner } from "./site-settings";

/** GET /api/site-settings: the run-time settings the prerendered pages' widgets read. */
export const siteSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; gaMeasurementId?: string }> = async (app, { db, gaMeasurementId }) => {
  app.get("/api/site-settings", { schema: { response: { 200: siteSettingsResponseSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return { success: true as const, promoBanner: await getPromoBanner(db), analytics: { gaMeasurementId: gaMeasurementId ?? null } };
  });
};
