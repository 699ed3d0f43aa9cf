import { platformMessages } from "../../contract/messages/platform";
import { siteEndpoints } from "../../contract/endpoints/site";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Db, isReachable } from "../platform/database";
import { send } from "../platform/errors";
import type { WarmUp } from "../platform/warm-up";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; warmUp: WarmUp }> = async (app, { db, warmUp }) => {
  serve(app, siteEndpoints.health, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { success: true as const, status: "ok" };
  });

  serve(app, siteEndpoints.ready, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    // A load balancer sends traffic only once start-up work is over, so the first visitors do not queue behind it.
    if (warmUp.warmSince === undefined)
      return send(reply, 503, { success: false, code: "unavailable", message: platformMessages.starting }, { "retry-after": "1" });
    if (await isReachable(db)) return { success: true as const, status: "ready" };
    return send(reply, 503, { success: false, code: "unavailable", message: platformMessages.databaseUnreachable }, { "retry-after": "5" });
  });
};
