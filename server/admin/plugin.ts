import { apiDescriptionRoutes } from "./api-description-routes";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { contentRoutes } from "./content-routes";
import { dashboardRoutes } from "./dashboard-routes";
import { leadAdminRoutes } from "./lead-routes";
import { settingsRoutes } from "./settings-routes";
import { trafficRoutes } from "./traffic-routes";
import { userRoutes } from "./user-routes";

/** The admin console's API; every route lives under /api/admin, so the accounts plugin guards each one. */
export const adminConsole: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  await app.register(dashboardRoutes, options);
  await app.register(userRoutes, options);
  await app.register(leadAdminRoutes, options);
  await app.register(contentRoutes);
  await app.register(settingsRoutes, options);
  await app.register(trafficRoutes, options);
  await app.register(apiDescriptionRoutes);
};
