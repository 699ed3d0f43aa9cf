import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { z } from "zod";
import { RATE_LIMIT_TEST } from "../../contract/constants";
import type { SecurityHeadersResponse } from "../../contract/widgets";
import type { RateLimiter } from "../platform/rate-limit";
import { headerExplanations } from "./header-explanations";

const probe = z.object({ test: z.unknown().optional(), requestNumber: z.number().int().min(1).max(50).optional() }).strict();

const rateLimitTest = {
  name: "rate-limit-test",
  max: RATE_LIMIT_TEST.routeMax,
  windowSeconds: RATE_LIMIT_TEST.routeWindowSeconds,
  message: "Too many requests. Please try again in {minutes} minute.",
};

export type DiagnosticsOptions = {
  limiter: RateLimiter;
  /** Requests the home page through the whole app, so the report shows what a browser really receives. */
  requestHomePage: () => Promise<LightMyRequestResponse>;
};

/** The endpoints behind /security-test and /auth-test; DIAGNOSTICS=off removes them. */
export async function diagnosticsRoutes(app: FastifyInstance, { limiter, requestHomePage }: DiagnosticsOptions) {
  app.post("/api/csrf-test", async (request) => {
    probe.parse(request.body ?? {});
    return { success: true, message: "CSRF protection working correctly! The server accepted the request with a valid CSRF token." };
  });

  app.post("/api/rate-limit-test", async (request) => {
    const { requestNumber } = probe.parse(request.body ?? {});
    await limiter.hit(rateLimitTest, request.ip);
    return { success: true, message: "Request accepted", requestNumber: requestNumber ?? null };
  });

  app.get("/api/security-headers", async (_request, reply): Promise<SecurityHeadersResponse> => {
    const page = await requestHomePage();
    const headers: Record<string, string> = {};
    for (const name of Object.keys(headerExplanations)) {
      const value = page.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    reply.header("cache-control", "no-store");
    return { success: true, headers, explanations: headerExplanations };
  });
}
