import { accountMessages } from "../../../contract/messages/accounts";
import { sessionEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import type { Db } from "../../platform/database";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../platform/errors";
import { currentUser } from "./guards";
import { placeFinder } from "./place";
import { endSessions, type SessionStore } from "./sessions";

/** /profile's Sessions tab: the user's signed-in browsers, and ending one or all the others. */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionStore }> = async (app, { db, sessions }) => {
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  serve(app, sessionEndpoints.list, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const rows = await sessions.list(user.id);
    const placeOf = await placeFinder();
    return {
      success: true as const,
      sessions: rows.map((row) => ({
        id: row.public_id,
        device: row.device ?? "Unknown device",
        ip: row.ip,
        place: placeOf(row.ip),
        signedInAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        remembered: row.persistent,
        current: row.public_id === user.sessionPublicId,
      })),
    };
  });

  serve(
    app,
    sessionEndpoints.end,
    {
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await sessions.endByPublicId(user.id, request.params.id))) throw new HttpError(404, accountMessages.sessionNotFound);
      if (request.params.id === user.sessionPublicId) {
        sessions.clearCookies(reply);
        reply.rotateCsrfSecret();
      }
      return { success: true as const, message: accountMessages.sessionEnded };
    },
  );

  serve(app, sessionEndpoints.endOthers, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const ended = await endSessions(db, user.id, user.sessionId);
    return { success: true as const, message: ended === 1 ? "1 other session signed out" : `${ended} other sessions signed out`, ended };
  });
};
