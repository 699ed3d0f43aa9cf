import type { FastifyInstance, FastifySchema, HTTPMethods } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { company } from "../../content/company";
import { zodOnlySchemas } from "./zod-only-schemas";

type DeclaredRoute = { method: HTTPMethods | HTTPMethods[]; url: string; schema?: FastifySchema };

/**
 * Notes every route as it is declared, with the zod schemas it validates by, so the OpenAPI 3.1 document cannot drift
 * from what the server enforces. Registered before any route.
 */
export function describeApi(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  // Fastify adds a HEAD for each GET; the description leaves them out, as @fastify/swagger does by default.
  app.addHook("onRoute", ({ method, url, schema }) => {
    if (method !== "HEAD") routes.push({ method, url, schema });
  });
  let document: Promise<unknown> | undefined;
  app.decorate("apiDescription", () => {
    document ??= buildDescription(routes).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  });
}

/**
 * Builds the document for admins at the first request: @fastify/swagger and its YAML library are a tenth of the
 * server's start-up code, so they load only when an admin asks, into an instance that holds the same routes' schemas.
 */
async function buildDescription(routes: DeclaredRoute[]) {
  const [{ default: Fastify }, { default: swagger }] = await Promise.all([import("fastify"), import("@fastify/swagger")]);
  const describer = Fastify({ exposeHeadRoutes: false, schemaController: zodOnlySchemas });
  // The schemas are only read here, never checked against a request.
  describer.setValidatorCompiler(() => () => true);
  describer.setSerializerCompiler(() => JSON.stringify);
  await describer.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: `${company.name} API`, version: "1", description: "The site's own API, as the server validates it. Admins only." },
    },
    // Only the JSON API: pages, mail-link pages and static files are not part of it.
    transform: (input) =>
      input.url.startsWith("/api/") && !input.url.includes("/__") ? jsonSchemaTransform(input) : { schema: { ...input.schema, hide: true }, url: input.url },
  });
  for (const route of routes) describer.route({ ...route, handler: async () => null });
  await describer.ready();
  const document = describer.swagger();
  await describer.close();
  return document;
}

declare module "fastify" {
  interface FastifyInstance {
    apiDescription: () => Promise<unknown>;
  }
}
