import { diagnosticsMessages } from "../../contract/messages/platform";
import { siteEndpoints } from "../../contract/endpoints/site";
import { serve } from "../platform/endpoint";
import type { LightMyRequestResponse } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RATE_LIMIT_TEST } from "../../contract/constants";
import type { RateLimiter } from "../platform/rate-limit";
import { headerExplanations } from "./header-explanations";

const rateLimitTest = {
  name: "rate-limit-test",
  max: RATE_LIMIT_TEST.routeMax,
  windowSeconds: RATE_LIMIT_TEST.routeWindowSeconds,
  message: diagnosticsMessages.tooMany,
};

export type DiagnosticsOptions = {
  limiter: RateLimiter;
  /** Requests the home page through the whole app, so the report shows what a browser really receives. */
  requestHomePage: () => Promise<LightMyRequestResponse>;
};

/** The endpoints behind /security-test and /auth-test; DIAGNOSTICS=off removes them. */
export const diagnosticsRoutes: FastifyPluginAsyncZod<DiagnosticsOptions> = async (app, { limiter, requestHomePage }) => {
  serve(app, siteEndpoints.csrfTest, {}, async () => {
    return { success: true as const, message: diagnosticsMessages.csrfWorks };
  });

  serve(
    app,
    siteEndpoints.rateLimitTest,
    {
      // Counted before validation, so every probe the page sends spends the budget.
      onRequest: async (request) => limiter.hit(rateLimitTest, request.ip),
    },
    async (request) => ({ success: true as const, message: diagnosticsMessages.requestAccepted, requestNumber: request.body.requestNumber ?? null }),
  );

  serve(app, siteEndpoints.securityHeaders, {}, async (_request, reply) => {
    const page = await requestHomePage();
    const headers: Record<string, string> = {};
    for (const name of Object.keys(headerExplanations)) {
      const value = page.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    reply.header("cache-control", "no-store");
    return { success: true as const, headers, explanations: headerExplanations };
  });
};
