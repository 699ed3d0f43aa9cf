import type { FastifyInstance } from "fastify";
import { type Db, isReachable } from "../platform/database";
import { send } from "../platform/errors";

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api/health", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { success: true, status: "ok" };
  });

  app.get("/api/ready", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (await isReachable(db)) return { success: true, status: "ready" };
    return send(reply, 503, { success: false, message: "Database unreachable" }, { "retry-after": "5" });
  });
}
