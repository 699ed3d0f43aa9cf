import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { accountEndpoints } from "../../../contract/endpoints/accounts";
import { logAnsweredCall } from "../../platform/logger";
import { type FastPath, headersToRepeat } from "../../platform/fast-path";
import { publicUser, type SignedInUser } from "../users";
import type { SessionStore } from "./sessions";

// At most this many cookie headers are kept with their token, none longer than this: about 10 MB at worst.
const TOKENS_MAX = 10_000;
const TOKEN_HEADER_MAX = 1024;

/**
 * `GET /api/user`, which every signed-in screen calls, answered before Fastify parses the request when SQLite can
 * read the session at once and the session needs no write (decision 050). The first 200 goes through every hook and
 * its headers are kept; the body is the route's own serializer's. Anything else takes the full route: no cookie, a
 * session ended or due its last-seen write, another spelling of the path, a transaction open, PostgreSQL.
 */
export function currentUserFastPath(app: FastifyInstance, sessions: SessionStore): FastPath {
  const { path, method, responses } = accountEndpoints.user;
  const serialize = serializerCompiler({ schema: responses[200], method, url: path, httpStatus: "200" });
  let wire: OutgoingHttpHeaders | undefined;
  const answered = { method, url: path, status: 200, ms: 0 };
  // peek gives the same user while its row is unchanged, so its answer is serialized once.
  const answers = new WeakMap<SignedInUser, { body: string; headers: OutgoingHttpHeaders }>();

  // Runs after the app's own onSend hooks (security headers, CSP), so what is kept is what was sent.
  const keepHeaders = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (wire || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
    wire = headersToRepeat(reply);
    return payload;
  };

  app.addHook("onRoute", (route) => {
    if (route.url === path && [route.method].flat().includes(method)) route.onSend = [...[route.onSend ?? []].flat(), keepHeaders];
  });

  // A browser sends the same cookie header call after call, so each is parsed once.
  const tokens = new Map<string, string | undefined>();
  const tokenIn = (header: string) => {
    if (header.length > TOKEN_HEADER_MAX) return app.parseCookie(header)[sessions.cookie];
    let token = tokens.get(header);
    if (token === undefined && !tokens.has(header)) {
      if (tokens.size >= TOKENS_MAX) tokens.clear();
      token = app.parseCookie(header)[sessions.cookie];
      tokens.set(header, token);
    }
    return token;
  };

  return (request, response) => {
    if (!wire || request.method !== method || request.url !== path || !request.headers.cookie) return false;
    // A proxy reporting plain http is owed the full route's refusal.
    if (request.headers["x-forwarded-proto"] !== undefined && request.headers["x-forwarded-proto"] !== "https") return false;
    const user = sessions.peek(tokenIn(request.headers.cookie));
    if (!user) return false;
    let answer = answers.get(user);
    if (!answer) {
      const body = serialize({ success: true, user: publicUser(user) });
      answer = { body, headers: { ...wire, "content-length": Buffer.byteLength(body) } };
      answers.set(user, answer);
    }
    response.writeHead(200, answer.headers);
    response.end(answer.body);
    logAnsweredCall(app, answered);
    return true;
  };
}
