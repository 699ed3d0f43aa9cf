import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_HEADER } from "../../contract/api";
import { HttpError } from "./errors";

export const CSRF_COOKIE = "csrf_secret";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Signed double-submit: the browser holds a random HttpOnly secret; the token is its HMAC under the
 * server key, so a page on another origin can neither read nor forge it. The secret is rotated at
 * every sign-in and sign-out, which binds a token to one session.
 */
export function csrfProtection(app: FastifyInstance, options: { key: string; secure: boolean }) {
  const sign = (secret: string) => createHmac("sha256", options.key).update(`csrf:${secret}`).digest("base64url");

  const issue = (reply: FastifyReply): string => {
    const secret = randomBytes(32).toString("base64url");
    reply.setCookie(CSRF_COOKIE, secret, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure });
    return secret;
  };

  app.decorateReply("rotateCsrfSecret", function (this: FastifyReply) {
    issue(this);
  });

  app.get("/api/csrf-token", async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const secret = existing && existing.length >= 32 ? existing : issue(reply);
    reply.header("cache-control", "no-store");
    return { csrfToken: sign(secret) };
  });

  app.addHook("onRequest", async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    // CSRF EXEMPTION (temporary, until the route-level rule): analytics beacons carry no session authority.
    if (request.method === "POST" && request.url === "/api/events") return;
    const secret = request.cookies[CSRF_COOKIE];
    const token = request.headers[CSRF_HEADER];
    if (!secret || typeof token !== "string" || !equal(token, sign(secret))) {
      throw new HttpError(403, "Invalid or missing CSRF token. Please refresh the page and try again.");
    }
  });
}

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

declare module "fastify" {
  interface FastifyReply {
    rotateCsrfSecret(): void;
  }
}
