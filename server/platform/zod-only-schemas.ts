const notZod = (): never => {
  throw new Error("a route schema reached Fastify's JSON Schema compilers; every route checks and answers by zod");
};

/**
 * Fastify's `schemaController` for an instance whose compilers are set to zod's: given factories of its own, Fastify
 * never loads ajv or fast-json-stringify (a sixth of the server's start-up code), and one never called says so loudly.
 */
export const zodOnlySchemas = { compilersFactory: { buildValidator: notZod, buildSerializer: notZod } };
