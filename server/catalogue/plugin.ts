import { SERVICES_MAX_LIMIT, siteEndpoints } from "../../contract/endpoints/site";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceSummary, services } from "../../content/catalogue.server";

/** The catalogue as JSON, from the same content the pages are built from. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // A repeated parameter arrives as an array; the schema then rejects it with a 400.
  serve(app, siteEndpoints.services, {}, async (request, reply) => {
    const query = request.query;
    const list = services
      .filter((s) => query.featured === undefined || (s.tier === "main") === query.featured)
      .slice(0, query.limit ?? SERVICES_MAX_LIMIT)
      .map(serviceSummary);
    reply.header("cache-control", "public, max-age=60");
    return { success: true as const, data: list };
  });
};
