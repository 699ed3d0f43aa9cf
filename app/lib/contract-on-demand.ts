import type { FieldValues, Resolver } from "react-hook-form";

/**
 * Endpoint tables and schemas loaded when a call or a check needs them. Each contract module builds its zod schemas as
 * it loads, and zod is the largest library a public page would otherwise run before anyone has touched a form.
 */
export const leadEndpointsOnDemand = () => import("../../contract/endpoints/leads").then((m) => m.leadEndpoints);
export const accountEndpointsOnDemand = () => import("../../contract/endpoints/accounts").then((m) => m.accountEndpoints);
export const leadSchemasOnDemand = () => import("../../contract/leads");
export const siteEndpointsOnDemand = () => import("../../contract/endpoints/site").then((m) => m.siteEndpoints);

/**
 * A form's checks, loaded with their module (and zod) at the first check; calling `load` at first focus starts it
 * sooner. When they cannot load (a dropped connection), the values go on unchecked: the server checks the same schema
 * and its answer, field by field or a failed send, is shown, where a rejected check would have left the button dead.
 */
export const resolverOnDemand =
  <T extends FieldValues, C, V>(load: () => Promise<Resolver<T, C, V>>): Resolver<T, C, V> =>
  async (values, context, options) => {
    const check = await load().catch(() => undefined);
    return check ? check(values, context, options) : { values: values as unknown as V, errors: {} };
  };

/** Starts a load early, at a form's first focus; a failure here meets the visitor again, and is shown, when they send. */
export const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);
