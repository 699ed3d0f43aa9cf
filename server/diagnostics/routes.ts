import type { FastifyInstance } from "fastify";
import { z } from "zod";

const probe = z.object({ test: z.unknown().optional(), requestNumber: z.number().int().min(1).max(50).optional() }).strict();

/** The endpoints behind /security-test and /auth-test; DIAGNOSTICS=off removes them. */
export async function diagnosticsRoutes(app: FastifyInstance) {
  app.post("/api/csrf-test", async (request) => {
    probe.parse(request.body ?? {});
    return { success: true, message: "CSRF protection working correctly! The server accepted the request with a valid CSRF token." };
  });
}
