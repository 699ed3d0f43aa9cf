import { platformMessages } from "../../contract/messages/platform";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_HEADER } from "../../contract/headers";
import { cookieName } from "../../contract/cookies";
import { HttpError } from "./errors";

const CSRF_COOKIE = "csrf_secret";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Signed double-submit: the browser holds a random HttpOnly secret; the token is its HMAC under the
 * server key, so a page on another origin can neither read nor forge it. The secret is rotated at
 * every sign-in and sign-out, which binds a token to one session.
 *
 * The check is attached to every state-changing route when it is declared, so it runs for whatever
 * spelling of the path the router resolves to that route; a route opts out only with `config: { csrf: false }`.
 */
export function csrfProtection(app: FastifyInstance, options: { key: string; secure: boolean; publicUrl: string }) {
  const siteOrigin = new URL(options.publicUrl).origin;
  const cookie = cookieName(CSRF_COOKIE, options.secure);
  const sign = (secret: string) => createHmac("sha256", options.key).update(`csrf:${secret}`).digest("base64url");

  const issue = (reply: FastifyReply): string => {
    const secret = randomBytes(32).toString("base64url");
    reply.setCookie(cookie, secret, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure });
    return secret;
  };

  const ownOrigins = (request: FastifyRequest) => [siteOrigin, `${request.protocol}://${request.host}`];
  const refuseOtherSites = (request: FastifyRequest) => {
    // A browser names where a call comes from; another site's page is refused even if it somehow holds a token.
    const origin = request.headers.origin;
    if (request.headers["sec-fetch-site"] === "cross-site" || (origin !== undefined && !ownOrigins(request).includes(origin))) {
      throw new HttpError(403, platformMessages.crossSite);
    }
  };
  /** The browser's own word that a form on this site sent it: Origin, or failing that Fetch Metadata. */
  const postedByOwnPage = (request: FastifyRequest) => {
    if (!isFormPost(request)) return false;
    const origin = request.headers.origin;
    if (origin !== undefined) return ownOrigins(request).includes(origin);
    return request.headers["sec-fetch-site"] === "same-origin";
  };

  const verify = async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    refuseOtherSites(request);
    const secret = request.cookies[cookie];
    const token = request.headers[CSRF_HEADER];
    if (!secret || typeof token !== "string" || !equal(token, sign(secret))) {
      throw new HttpError(403, platformMessages.csrf, { code: "csrf_invalid" });
    }
  };

  // A page's form posted before its code ran has no token to send; its own origin, which a browser always names, vouches for it.
  const verifyFormOrToken = async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    refuseOtherSites(request);
    if (postedByOwnPage(request)) return;
    await verify(request);
  };

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (methods.every((m) => SAFE_METHODS.has(m)) || route.config?.csrf === false) return;
    route.onRequest = [route.config?.csrf === "form-post" ? verifyFormOrToken : verify, ...[route.onRequest ?? []].flat()];
  });

  app.decorateReply("rotateCsrfSecret", function (this: FastifyReply) {
    issue(this);
  });

  app.get("/api/csrf-token", async (request, reply) => {
    const existing = request.cookies[cookie];
    const secret = existing && existing.length >= 32 ? existing : issue(reply);
    reply.header("cache-control", "no-store");
    return { csrfToken: sign(secret) };
  });
}

/** A form the browser posted itself (form-encoded), as opposed to a script's JSON call. */
export const isFormPost = (request: FastifyRequest) => request.headers["content-type"]?.toLowerCase().startsWith("application/x-www-form-urlencoded") === true;

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

declare module "fastify" {
  interface FastifyReply {
    rotateCsrfSecret(): void;
  }
  interface FastifyContextConfig {
    /**
     * false: this state-changing route carries no session authority and needs no CSRF token.
     * "form-post": a public form that must work before the page's code runs; a form-encoded post from the
     * site's own origin needs no token (it is then handled without the caller's session), anything else does.
     */
    csrf?: boolean | "form-post";
  }
}
