import type { FastifyPluginAsync } from "fastify";
import type { SiteConfig } from "../platform/config";
import type { Db } from "../platform/database";
import { DAILY, HOURLY } from "../platform/jobs";
import type { RateLimiter } from "../platform/rate-limit";
import { leadsAccountData } from "./account-data";
import { registerCrmWebhook } from "./crm-webhook";
import { pruneSpentStamps } from "./form-stamp";
import { newsletterRoutes } from "./newsletter-routes";
import { anonymiseExpiredLeads } from "./retention";
import { leadRoutes } from "./routes";
import { sendDigests } from "./pipeline/digest";
import { pipelineRoutes } from "./pipeline/routes";

type Options = { db: Db; config: SiteConfig; limiter: RateLimiter };

/** Leads: the lead and newsletter routes, the jobs that deliver and prune them, and their part of an account's data. */
export const leads: FastifyPluginAsync<Options> = async (app, options) => {
  const { db, config } = options;
  if (config.leadWebhook) registerCrmWebhook(app.jobs, db, config.leadWebhook);
  app.jobs.every("leads.retention", DAILY, async () => {
    await anonymiseExpiredLeads(db);
  });
  app.jobs.every("leads.spent-stamps", HOURLY, () => pruneSpentStamps(db));
  // A quarter-hour beat: each person's digest leaves within 15 minutes of 08:00 in their own zone.
  app.jobs.every("leads.digest", 15 * 60_000, async () => {
    await sendDigests(db, app.mail, config);
  });
  app.accountData.add(leadsAccountData);
  await app.register(leadRoutes, options);
  await app.register(pipelineRoutes, options);
  await app.register(newsletterRoutes, options);
};
