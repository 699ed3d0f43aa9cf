import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type FastPath, headersToRepeat } from "../../platform/fast-path";
import { admitHash, busy, hashQueueFull } from "./passwords";

/**
 * A refusal sent from memory waits this long first. A storm's client that waits for each answer, as sign-in tools do,
 * then sends a fraction of the calls it would, and the pages keep the cores (decision 058); Retry-After still says 2 s.
 */
export const REFUSAL_HOLD_MS = 1_000;
/** At most this many refusals wait at once: past it they go at once, so a flood of connections holds no more sockets. */
const HELD_MAX = 1_000;

/**
 * Routes that hash a password (`config: { hashesPassword: true }`) are admitted first, ahead of the CSRF check, the
 * shared rate limiter's database write and body parsing: a storm beyond the hashing queue's capacity costs one
 * counter and a 503 each, and leaves the event loop to the pages. The first refusal goes through Fastify and every
 * hook; its exact answer is kept, and while the queue stays full later ones are sent from memory, REFUSAL_HOLD_MS
 * later, before Fastify parses anything (the returned fast path), as static-site does for pages.
 */
export function hashAdmission(app: FastifyInstance): FastPath {
  const paths = new Set<string>();
  const refused = new WeakSet<FastifyRequest>();
  let refusal: { headers: OutgoingHttpHeaders; body: Buffer } | undefined;
  const held = new Map<ServerResponse, NodeJS.Timeout>();
  let closing = false;
  const send = (response: ServerResponse) => {
    held.delete(response);
    if (!refusal || response.destroyed) return;
    response.writeHead(503, refusal.headers);
    response.end(refusal.body);
  };
  const hold = (response: ServerResponse) => {
    if (closing || held.size >= HELD_MAX) return send(response);
    held.set(response, setTimeout(send, REFUSAL_HOLD_MS, response));
    // A caller who leaves frees its place in the hold at once.
    response.once("close", () => {
      clearTimeout(held.get(response));
      held.delete(response);
    });
  };
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const release = admitHash();
    if (!release) {
      refused.add(request);
      throw busy();
    }
    const left = new AbortController();
    request.callerLeft = left.signal;
    // "close" follows every answer and every dropped connection, so a place is never kept by a request that is gone.
    reply.raw.once("close", () => {
      release();
      if (!reply.raw.writableFinished) left.abort(busy());
    });
  };
  // Runs after the app's own onSend hooks (security headers, CSP), so what is kept is what was sent.
  const keepRefusal = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (refusal || !refused.has(request) || reply.statusCode !== 503 || typeof payload !== "string" || reply.hasHeader("set-cookie")) return payload;
    const body = Buffer.from(payload);
    refusal = { headers: { ...headersToRepeat(reply), "content-length": body.length }, body };
    return payload;
  };
  app.decorateRequest("callerLeft", undefined);
  // At shutdown the refusals still waiting are sent before the connections close, and later ones go at once.
  app.addHook("preClose", async () => {
    closing = true;
    for (const [response, timer] of held) {
      clearTimeout(timer);
      send(response);
    }
  });
  app.addHook("onRoute", (route) => {
    if (route.config?.hashesPassword !== true) return;
    paths.add(route.url);
    route.onRequest = [admit, ...[route.onRequest ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), keepRefusal];
  });
  return (request, response) => {
    if (!refusal || request.method !== "POST" || !request.url || !paths.has(request.url) || !hashQueueFull()) return false;
    // A proxy reporting plain http is owed the full route's answer (API calls over http are refused there).
    if (request.headers["x-forwarded-proto"] !== undefined && request.headers["x-forwarded-proto"] !== "https") return false;
    hold(response);
    return true;
  };
}

declare module "fastify" {
  interface FastifyRequest {
    /** On a route that hashes a password: aborted if the caller leaves before the answer, so a waiting hash is dropped. */
    callerLeft: AbortSignal | undefined;
  }
  interface FastifyContextConfig {
    /** This route hashes a password: it is admitted only while the hashing queue has room (hash-admission.ts). */
    hashesPassword?: boolean;
  }
  interface FastifyInstance {
    /** Answers a sign-in from memory with the kept 503 while the hashing queue is full; false hands it to Fastify. */
    hashRefusal: FastPath;
  }
}
