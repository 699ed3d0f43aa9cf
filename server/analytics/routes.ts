import { platformMessages } from "../../contract/messages/platform";
import { siteEndpoints } from "../../contract/endpoints/site";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { isbot } from "isbot";
import { ANALYTICS } from "../../contract/constants";
import type { Db } from "../platform/database";
import type { RateLimiter } from "../platform/rate-limit";
import { recordPageView } from "./page-views";

const perIp = { name: "events-ip", max: ANALYTICS.eventsPerMinute, windowSeconds: 60, message: platformMessages.tooManyEvents };
// One counter for everyone, its window a UTC day, like the `day` column the views are grouped by.
const perDay = { name: "events-day", max: ANALYTICS.viewsPerDay, windowSeconds: 86_400, message: platformMessages.tooManyEvents };

/** POST /api/events: page views from the cookieless analytics script, sent with navigator.sendBeacon. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter; publicUrl: string }> = async (app, { db, limiter, publicUrl }) => {
  const ownHost = new URL(publicUrl).hostname.toLowerCase();
  // sendBeacon sends a string as text/plain, which needs no CORS preflight; read it as JSON here only.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  serve(
    app,
    siteEndpoints.pageView,
    {
      bodyLimit: 4096,
      // A beacon carries no session authority: it can change nothing a visitor owns, so it needs no CSRF token.
      config: { csrf: false },
      onRequest: async (request, reply) => {
        // Bots are answered before anything is read or counted.
        if (isbot(request.headers["user-agent"] ?? "")) return reply.code(204).send();
        await limiter.hit(perIp, request.ip);
        await limiter.hit(perDay, "all");
      },
    },
    async (request, reply) => {
      await db.transaction().execute((trx) => recordPageView(trx, request.body, ownHost));
      return reply.code(204).send();
    },
  );
};
