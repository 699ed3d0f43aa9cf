import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../platform/database";
import { DAILY } from "../platform/jobs";
import type { RateLimiter } from "../platform/rate-limit";
import { prunePageViews } from "./page-views";
import { analyticsRoutes } from "./routes";

type Options = { db: Db; limiter: RateLimiter; publicUrl: string };

/** Analytics: the page-view beacon and the daily pruning of views and their rollup. */
export const analytics: FastifyPluginAsync<Options> = async (app, options) => {
  app.jobs.every("page-views.prune", DAILY, async () => void (await prunePageViews(options.db)));
  await app.register(analyticsRoutes, options);
};
