import type { FastifyPluginAsync } from "fastify";

/** The OpenAPI document of the site's API, generated from the same zod schemas the routes validate by. */
export const apiDescriptionRoutes: FastifyPluginAsync = async (app) => {
  app.get("/api/admin/openapi.json", { config: { policy: "api.read" } }, async () => app.apiDescription());
};
