import type { FastifyInstance } from "fastify";

const SECRET_QUERY = /([?&](?:token|email|password)=)[^&#]*/gi;

/** pino options: cookies, tokens and passwords never reach the log. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        "*.password",
        "*.currentPassword",
        "*.newPassword",
        "*.confirmPassword",
        "*.token",
        "*.csrfToken",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(SECRET_QUERY, "$1[redacted]"),
        ip: req.ip,
      }),
    },
  };
}

const WRITES_DEBUG = new Set(["trace", "debug"]);
const WRITES_INFO = new Set([...WRITES_DEBUG, "info"]);

/** The API call's line for an answer sent before Fastify saw the request, as requestLogging writes it. */
export function logAnsweredCall(app: FastifyInstance, line: { method: string; url: string; status: number; ms: number }) {
  if (WRITES_INFO.has(app.log.level)) app.log.info(line, "request completed");
}

/** One line per API call at info; page and asset hits only at debug, where they cost nothing unless asked for. */
export function requestLogging(app: FastifyInstance) {
  app.addHook("onResponse", async (request, reply) => {
    const api = request.url.startsWith("/api/");
    // The line is built only when its level would be written.
    if (!(api ? WRITES_INFO : WRITES_DEBUG).has(request.log.level)) return;
    const line = {
      method: request.method,
      url: request.url.replace(SECRET_QUERY, "$1[redacted]"),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (api) request.log.info(line, "request completed");
    else request.log.debug(line, "page served");
  });
}
