import type { FastifyInstance } from "fastify";
import type { SiteSettingsResponse } from "../../contract/widgets";
import type { Db } from "../platform/database";
import { getPromoBanner } from "./site-settings";

/** GET /api/site-settings: the run-time settings the prerendered pages' widgets read. */
export async function siteSettingsRoutes(app: FastifyInstance, { db, gaMeasurementId }: { db: Db; gaMeasurementId?: string }) {
  app.get("/api/site-settings", async (_request, reply): Promise<SiteSettingsResponse> => {
    reply.header("cache-control", "no-cache");
    return { success: true, promoBanner: await getPromoBanner(db), analytics: { gaMeasurementId: gaMeasurementId ?? null } };
  });
}
