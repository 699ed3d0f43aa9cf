import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { company } from "../../content/company";

/**
 * Collects every route as it is declared, with the zod schemas it validates by, into an OpenAPI 3.1 document:
 * the description cannot drift from what the server enforces. Registered before any route.
 */
export async function describeApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: `${company.name} API`, version: "1", description: "The site's own API, as the server validates it. Admins only." },
    },
    // Only the JSON API: pages, mail-link pages and static files are not part of it.
    transform: (input) =>
      input.url.startsWith("/api/") && !input.url.includes("/__") ? jsonSchemaTransform(input) : { schema: { ...input.schema, hide: true }, url: input.url },
  });
}

/** The document for admins; built on first request, from the routes the server holds. */
export const apiDescription = (app: FastifyInstance) => app.swagger();
