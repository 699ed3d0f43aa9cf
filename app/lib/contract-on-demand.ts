import type { FieldValues, Resolver } from "react-hook-form";

/**
 * Endpoint tables and schemas loaded when a call or a check needs them. Each contract module builds its zod schemas as
 * it loads, and zod is the largest library a public page would otherwise run before anyone has touched a form.
 */
export const leadEndpointsOnDemand = () => import("../../contract/endpoints/leads").then((m) => m.leadEndpoints);
export const accountEndpointsOnDemand = () => import("../../contract/endpoints/accounts").then((m) => m.accountEndpoints);
export const leadSchemasOnDemand = () => import("../../contract/leads");
export const siteEndpointsOnDemand = () => import("../../contract/endpoints/site").then((m) => m.siteEndpoints);

/** A form's checks, loaded with their module (and zod) at the first check; calling `load` at first focus starts it sooner. */
export const resolverOnDemand =
  <T extends FieldValues, C, V>(load: () => Promise<Resolver<T, C, V>>): Resolver<T, C, V> =>
  async (...check) =>
    (await load())(...check);
