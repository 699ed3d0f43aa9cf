import { platformMessages } from "../../contract/messages/platform";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { send } from "./errors";

// Allowed only when GA_MEASUREMENT_ID is set; the browser adds the tag only after analytics consent.
const GA_SCRIPT = "https://www.googletagmanager.com";
const GA_CONNECT = "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/** Features no page of this site uses, switched off for the page and anything it might embed. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Nothing is allowed unless listed; pages add the hashes of their own inline scripts and styles (static-site.ts). */
export function contentSecurityPolicy(
  secure: boolean,
  { googleAnalytics = false, fileOrigin }: { googleAnalytics?: boolean /** A bucket the signed-in screens fetch files from. */; fileOrigin?: string } = {},
): string {
  const ga = (sources: string) => (googleAnalytics ? ` ${sources}` : "");
  const files = fileOrigin ? ` ${fileOrigin}` : "";
  return [
    "default-src 'none'",
    `script-src 'self'${ga(GA_SCRIPT)}`,
    "style-src 'self'",
    `img-src 'self' data:${ga(GA_CONNECT)}${files}`,
    "font-src 'self'",
    `connect-src 'self'${ga(GA_CONNECT)}${files}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The 3D model viewer's page adds WebAssembly compilation (web-ifc) to its own policy and nothing else; every other
 * page, public or signed in, keeps the policy it had (decision 039).
 */
export function withWebAssembly(csp: string): string {
  return csp.replace(/(^|; )script-src ([^;]*)/, (_all, start: string, sources: string) => `${start}script-src ${sources} 'wasm-unsafe-eval'`);
}

/** The headers helmet would set on every response, captured by running its middleware once against a recording response. */
function helmetHeaders(secure: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: secure ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  })({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Strict headers on every answer, errors and framework answers included: they are set in onSend, which runs
 * for every reply. Under an https PUBLIC_URL a page request a trusted proxy reports as plain http is redirected.
 */
export async function securityHeaders(
  app: FastifyInstance,
  { secure, googleAnalytics, publicUrl, behindProxy }: { secure: boolean; googleAnalytics: boolean; publicUrl: string; behindProxy: boolean },
) {
  const csp = contentSecurityPolicy(secure, { googleAnalytics });
  // Helmet decides the headers once at start-up; each reply then gets the same frozen set in one call.
  const headers = helmetHeaders(secure);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  if (secure && behindProxy) {
    // Only a trusted proxy's X-Forwarded-Proto can say "plain http": without one every request looks like http
    // and redirecting would loop. Pages are redirected; an API call is refused, so a client that sends data in
    // clear text learns it at once instead of being redirected silently (ASVS 5.0 §4.1.2). Load balancers probe
    // the health checks over plain http, so they answer.
    app.addHook("onRequest", async (request, reply) => {
      if (request.protocol !== "http" || request.headers["x-forwarded-proto"] === undefined) return;
      if (/^\/api\/(health|ready)(\?|$)/.test(request.url)) return;
      if (/^\/+api(\/|\?|$)/i.test(request.url)) {
        return send(reply, 403, { success: false, message: platformMessages.httpsOnly });
      }
      return reply.redirect(`${publicUrl}${request.url.startsWith("/") ? request.url : "/"}`, 308);
    });
  }
  app.addHook("onSend", async (_request, reply, payload) => {
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", csp);
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.removeHeader("x-powered-by");
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/.test(type) && !/charset=/i.test(type)) {
      reply.header("content-type", `${type}; charset=utf-8`);
    }
    return payload;
  });
}
