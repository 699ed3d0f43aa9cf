import type { z } from "zod";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Schema = z.ZodType;

/** One API endpoint, declared once: the server registers its route from it and the browser calls it through it. */
export type Endpoint = {
  method: HttpMethod;
  /** Fastify's spelling: `/api/admin/users/:id/role`. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Reply schema per status; CSV and HTML answers declare none. */
  responses: Partial<Record<number, Schema>>;
};

/** `:id` names of a path, as a union of string literals. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with `:params` must declare a params schema naming exactly those keys, so the two cannot drift apart. */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: never }
  : { params: z.ZodType<Record<PathParamNames<E["path"]>, unknown>, Record<PathParamNames<E["path"]>, string | number>> };

/** Keeps the literal method and path and every schema's own type. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E & ParamsMatchPath<E>): E => endpoint;

type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : never;
type Part<E extends Endpoint, K extends "params" | "query" | "body", Name extends string> = E[K] extends Schema
  ? // Optional where nothing in it is required: a query of filters, an empty body.
    undefined extends In<E[K]>
    ? { [N in Name]?: In<E[K]> }
    : Record<string, never> extends In<E[K]>
      ? { [N in Name]?: In<E[K]> }
      : { [N in Name]: In<E[K]> }
  : { [N in Name]?: never };

/** Where a call goes: the path's params and the query, each only where the endpoint has one. */
export type EndpointLocation<E extends Endpoint> = Part<E, "params", "params"> & Part<E, "query", "query">;
/** What a caller sends: the location and the body, where the endpoint has one. */
export type EndpointInput<E extends Endpoint> = EndpointLocation<E> & Part<E, "body", "body">;

type SuccessStatus = 200 | 201 | 202;
/** The reply of a successful call, as the browser reads it. */
export type EndpointReply<E extends Endpoint> = Out<E["responses"][SuccessStatus & keyof E["responses"]]>;

/** The path with its params filled in, each encoded as one path segment. */
function pathOf(endpoint: Endpoint, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from the defined, non-empty values only. */
function queryStringOf(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Params and query as the URL builders read them, whatever the endpoint. */
export type UrlInput = { params?: unknown; query?: unknown };

/** The full URL of a call, for links (CSV downloads) as much as for fetch. */
export function urlOf<E extends Endpoint>(endpoint: E, input: EndpointLocation<E>): string {
  const { params, query } = input as UrlInput;
  return pathOf(endpoint, params as Record<string, string | number> | undefined) + queryStringOf(query as object | undefined);
}
