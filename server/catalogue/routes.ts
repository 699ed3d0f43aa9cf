import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { serviceSummary, services } from "../../content/catalogue.server";
import { serviceListResponse } from "../../contract/content";

const MAX_LIMIT = 50;

const listQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "limit must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "limit must be at least 1").max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}`))
    .optional(),
  featured: z
    .enum(["true", "false"], { message: "featured must be true or false" })
    .transform((v) => v === "true")
    .optional(),
});

/** The catalogue as JSON, from the same content the pages are built from. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // A repeated parameter arrives as an array; the schema then rejects it with a 400.
  app.get("/api/services", { schema: { querystring: listQuery, response: { 200: serviceListResponse } } }, async (request, reply) => {
    const query = request.query;
    const list = services
      .filter((s) => query.featured === undefined || (s.tier === "main") === query.featured)
      .slice(0, query.limit ?? MAX_LIMIT)
      .map(serviceSummary);
    reply.header("cache-control", "public, max-age=60");
    return { success: true as const, data: list };
  });
};
