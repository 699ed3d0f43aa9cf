import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export function contentSecurityPolicy(secure: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Strict headers on every response; HTML pages replace the CSP with one that lists their inline scripts by hash. */
export async function securityHeaders(app: FastifyInstance, { secure }: { secure: boolean }) {
  const csp = contentSecurityPolicy(secure);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", csp);
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });
}
