import { adminMessages } from "../../contract/messages/admin";
import { OVERVIEW_WINDOW } from "../../contract/constants";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { topPages, topReferrers, viewsPerDay } from "../analytics/page-views";
import type { Db } from "../platform/database";

const DAYS = OVERVIEW_WINDOW.days;
const TOP = 5;

/** The overview's traffic card: consented page views per day, the most viewed pages and the sites that sent visitors. */
export const trafficRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  serve(app, adminEndpoints.traffic, { config: { policy: "traffic.read" } }, async () => {
    const [perDay, pages, referrers] = await Promise.all([viewsPerDay(db, DAYS), topPages(db, TOP, DAYS), topReferrers(db, TOP, DAYS)]);
    return { success: true as const, message: adminMessages.trafficLoaded, data: { viewsPerDay: perDay, topPages: pages, topReferrers: referrers } };
  });
};
