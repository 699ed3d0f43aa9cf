import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponse } from "../../contract/api";

const probe = z.object({ test: z.unknown().optional(), requestNumber: z.number().int().min(1).max(50).optional() }).strict();

/** The endpoints behind /security-test and /auth-test; DIAGNOSTICS=off removes them. */
export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/csrf-test", { schema: { body: probe, response: { 200: messageResponse } } }, async () => {
    return { success: true as const, message: "CSRF protection working correctly! The server accepted the request with a valid CSRF token." };
  });
};
