import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { clientPortalRoutes } from "./client-routes";
import { invitationRoutes } from "./invitation-routes";
import { staffPortalRoutes } from "./staff-routes";

/** The client portal: companies and their people, projects, milestones and project conversations. */
export const portal: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, options) => {
  await app.register(staffPortalRoutes, options);
  await app.register(clientPortalRoutes, options);
  await app.register(invitationRoutes, options);
};
