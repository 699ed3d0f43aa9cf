import type { FastifyInstance } from "fastify";
import { isbot } from "isbot";
import { ANALYTICS } from "../../contract/constants";
import { pageViewSchema } from "../../contract/widgets";
import type { Db } from "../platform/database";
import type { RateLimiter } from "../platform/rate-limit";
import { recordPageView } from "./page-views";

const perIp = { name: "events-ip", max: ANALYTICS.eventsPerMinute, windowSeconds: 60, message: "Too many events." };

/** POST /api/events: page views from the cookieless analytics script, sent with navigator.sendBeacon. */
export async function analyticsRoutes(app: FastifyInstance, { db, limiter, publicUrl }: { db: Db; limiter: RateLimiter; publicUrl: string }) {
  const ownHost = new URL(publicUrl).hostname.toLowerCase();
  // sendBeacon sends a string as text/plain, which needs no CORS preflight; read it as JSON here only.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, {});
    }
  });

  app.post("/api/events", { bodyLimit: 4096 }, async (request, reply) => {
    if (isbot(request.headers["user-agent"] ?? "")) return reply.code(204).send();
    await limiter.hit(perIp, request.ip);
    await recordPageView(db, pageViewSchema.parse(request.body), ownHost);
    return reply.code(204).send();
  });
}
