import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Endpoint } from "../../contract/endpoint";

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The Fastify route schema an endpoint declares, so the handler's request and reply types come from the contract. */
type RouteSchema<E extends Endpoint> = { params: E["params"]; querystring: E["query"]; body: E["body"]; response: E["responses"] };

type Options<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    unknown,
    RouteSchema<E>,
    ZodTypeProvider
  >,
  "schema"
>;
type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** Registers the route an endpoint declares; `options` keeps what only the server knows (policy, hooks, limits). */
export function serve<E extends Endpoint>(app: ZodApp, endpoint: E, options: Options<E>, handler: Handler<E>): void {
  const schema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(Object.keys(endpoint.responses).length > 0 && { response: endpoint.responses }),
  };
  app.route<RouteGenericInterface, unknown, RouteSchema<E>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: schema as RouteSchema<E>,
    handler,
  });
}
