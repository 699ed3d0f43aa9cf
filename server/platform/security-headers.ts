import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

// Allowed only when GA_MEASUREMENT_ID is set; the browser adds the tag only after analytics consent.
const GA_SCRIPT = "https://www.googletagmanager.com";
const GA_CONNECT = "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

export function contentSecurityPolicy(secure: boolean, { googleAnalytics = false }: { googleAnalytics?: boolean } = {}): string {
  const ga = (sources: string) => (googleAnalytics ? ` ${sources}` : "");
  return [
    "default-src 'self'",
    `script-src 'self'${ga(GA_SCRIPT)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${ga(GA_CONNECT)}`,
    "font-src 'self'",
    `connect-src 'self'${ga(GA_CONNECT)}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Strict headers on every response; HTML pages replace the CSP with one that lists their inline scripts by hash. */
export async function securityHeaders(app: FastifyInstance, { secure, googleAnalytics }: { secure: boolean; googleAnalytics: boolean }) {
  const csp = contentSecurityPolicy(secure, { googleAnalytics });
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
