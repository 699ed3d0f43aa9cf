import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HOURLY } from "../platform/jobs";
import { portalAccountData } from "./account-data";
import { sendWeeklyDigests } from "./digest/weekly-digest";
import { clientPortalRoutes } from "./client-routes";
import { invitationRoutes } from "./invitation-routes";
import { companyTwoFactorReason } from "./project-access";
import { resourceRoutes } from "./resources/resource-routes";
import { shippedFiles } from "./resources/shipped-files";
import { staffPortalRoutes } from "./staff-routes";
import { ticketRoutes } from "./tickets/ticket-routes";

/** The client portal: companies and their people, projects with milestones and deliverables, conversations, tickets. */
export const portal: FastifyPluginAsync<{ db: Db; config: Config; buildDir: string }> = async (app, options) => {
  const { db, buildDir } = options;
  app.accountData.add(portalAccountData);
  app.twoFactorRequirements.add((userId) => companyTwoFactorReason(db, userId));
  app.jobs.every("portal.weekly-digest", HOURLY, async () => {
    if ((await sendWeeklyDigests(db, app.mail, { timeZone: options.config.timeZone, publicUrl: options.config.publicUrl })) > 0) app.jobs.wake();
  });
  await app.register(staffPortalRoutes, options);
  await app.register(clientPortalRoutes, options);
  await app.register(invitationRoutes, options);
  await app.register(ticketRoutes, options);
  await app.register(resourceRoutes, { db, files: shippedFiles(buildDir) });
};
