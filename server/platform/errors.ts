import { platformMessages } from "../../contract/messages/platform";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import type { ApiError, ErrorCode } from "../../contract/api";
import { isDatabaseUnreachable } from "./db-errors";

const codeByStatus: Record<number, ErrorCode> = {
  400: "validation",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  503: "unavailable",
};
const codeFor = (status: number): ErrorCode => codeByStatus[status] ?? (status >= 500 ? "internal" : "validation");

/** An error whose message is safe to show the visitor. */
export class HttpError extends Error {
  readonly errors?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    /** `errors`: field → message for the form; `headers`: e.g. Retry-After; `code`: when the status alone does not say it. */
    options: { errors?: Record<string, string>; headers?: Record<string, string>; code?: ErrorCode } = {},
  ) {
    super(message);
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code ?? codeFor(statusCode);
  }
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: platformMessages.jsonOnly,
  FST_ERR_CTP_BODY_TOO_LARGE: platformMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: platformMessages.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: platformMessages.malformedJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: platformMessages.invalidLength,
};

export function send(reply: FastifyReply, status: number, body: Omit<ApiError, "code"> & { code?: ErrorCode }, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  const { success, message, errors } = body;
  const payload: ApiError = { success, code: body.code ?? codeFor(status), message, ...(errors && { errors }) };
  return reply.code(status).type("application/json; charset=utf-8").serializer(JSON.stringify).send(payload);
}

/** Field → first message, as the forms show them. */
function fieldErrors(issues: { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path || "body"] ??= issue.message;
  return errors;
}

const zodErrors = (error: ZodError) => fieldErrors(error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));

/** Field → message of a failed schema check; undefined for any other error. */
export function validationErrors(error: unknown): Record<string, string> | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return fieldErrors(
      error.validation.map((v) => ({ path: v.instancePath.slice(1).replaceAll("/", "."), message: v.message ?? platformMessages.invalidValue })),
    );
  }
  return error instanceof ZodError ? zodErrors(error) : undefined;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { success: false, code: error.code, message: error.message, errors: error.errors }, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof ZodError) {
      const errors = validationErrors(error) ?? {};
      return send(reply, 400, { success: false, message: Object.values(errors)[0] ?? platformMessages.invalidRequest, errors });
    }
    const code = "code" in error ? error.code : undefined;
    // The socket's own reset while the body streams in is the client leaving, not the database failing.
    if (!request.raw.complete && (request.raw.destroyed || code === "ECONNRESET")) {
      request.log.info({ event: "client_aborted" }, "client closed the connection before the request body arrived");
      return send(reply, 400, { success: false, message: platformMessages.bodyIncomplete });
    }
    if (code && frameworkMessages[code]) {
      return send(reply, error.statusCode ?? 400, { success: false, message: frameworkMessages[code] });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, "database unreachable");
      return send(reply, 503, { success: false, message: platformMessages.unavailable }, { "retry-after": "5" });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, { success: false, message: platformMessages.serverError });
    }
    return send(reply, status, { success: false, message: error.message });
  });
}

export const MALFORMED_URL = "/__malformed-url";

/** A URL the router cannot decode goes round again as a known one, so every hook (security headers, logging) runs. */
export function malformedUrl(request: FastifyRequest, reply: FastifyReply) {
  const api = /^\/+api(\/|$)/i.test(request.raw.url ?? "");
  request.raw.url = api ? `/api${MALFORMED_URL}` : MALFORMED_URL;
  request.server.routing(request.raw, reply.raw);
}
