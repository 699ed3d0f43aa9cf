import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import type { ApiError } from "../../contract/api";

/** An error whose message is safe to show the visitor. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Content-Type must be application/json",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_JSON_BODY: "Malformed JSON in request body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Malformed JSON in request body",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Invalid Content-Length",
};

const unreachableDatabase = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|Connection terminated|timeout exceeded when trying to connect|57P0[123]|SQLITE_CANTOPEN|SQLITE_BUSY/;

export function send(reply: FastifyReply, status: number, body: ApiError, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

export function zodErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { success: false, message: error.message, ...(error.errors && { errors: error.errors }) }, error.headers);
    }
    if (error instanceof ZodError) {
      const errors = zodErrors(error);
      return send(reply, 400, { success: false, message: Object.values(errors)[0] ?? "Invalid request", errors });
    }
    const code = "code" in error ? error.code : undefined;
    if (code && frameworkMessages[code]) {
      return send(reply, error.statusCode ?? 400, { success: false, message: frameworkMessages[code] });
    }
    if (unreachableDatabase.test(`${code ?? ""} ${error.message}`)) {
      request.log.error({ err: error }, "database unreachable");
      return send(reply, 503, { success: false, message: "The service is temporarily unavailable. Please try again shortly." }, { "retry-after": "5" });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, "unhandled error");
      return send(reply, 500, { success: false, message: "Something went wrong on our side. Please try again." });
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
