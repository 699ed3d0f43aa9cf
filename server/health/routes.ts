import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Db, isReachable } from "../platform/database";
import { send } from "../platform/errors";
import type { WarmUp } from "../platform/warm-up";

const status = z.object({ success: z.literal(true), status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; warmUp: WarmUp }> = async (app, { db, warmUp }) => {
  app.get("/api/health", { schema: { response: { 200: status } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { success: true as const, status: "ok" };
  });

  app.get("/api/ready", { schema: { response: { 200: status } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    // A load balancer sends traffic only once start-up work is over, so the first visitors do not queue behind it.
    if (warmUp.warmSince === undefined) return send(reply, 503, { success: false, code: "unavailable", message: "Starting" }, { "retry-after": "1" });
    if (await isReachable(db)) return { success: true as const, status: "ready" };
    return send(reply, 503, { success: false, code: "unavailable", message: "Database unreachable" }, { "retry-after": "5" });
  });
};
