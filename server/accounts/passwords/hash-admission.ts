import type { FastifyInstance, FastifyReply } from "fastify";
import { admitHash, busy } from "./passwords";

/**
 * Routes that hash a password (`config: { hashesPassword: true }`) are admitted first, ahead of the CSRF check, the
 * shared rate limiter's database write and body parsing: a storm beyond the hashing queue's capacity costs one
 * counter and a 503 each, and leaves the event loop to the pages.
 */
export function hashAdmission(app: FastifyInstance) {
  const admit = async (_request: unknown, reply: FastifyReply) => {
    const release = admitHash();
    if (!release) throw busy();
    // "close" follows every answer and every dropped connection, so a place is never kept by a request that is gone.
    reply.raw.once("close", release);
  };
  app.addHook("onRoute", (route) => {
    if (route.config?.hashesPassword !== true) return;
    route.onRequest = [admit, ...[route.onRequest ?? []].flat()];
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route hashes a password: it is admitted only while the hashing queue has room (hash-admission.ts). */
    hashesPassword?: boolean;
  }
}
