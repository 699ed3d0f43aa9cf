import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION } from "../../../contract/constants";
import { cookieName } from "../../../contract/cookies";
import { TWO_FACTOR_PENDING_COOKIE } from "../../../contract/two-factor";
import type { Db } from "../../platform/database";
import { fromFlag, toFlag } from "../../platform/flag";
import { hashToken } from "../sessions/sessions";

const PENDING_MS = SESSION.twoStepPendingMs;
/** Wrong codes before the password has to be entered again. */
const PENDING_ATTEMPTS = 5;

/** The step between password and code: a random token in an httpOnly cookie, only its hash stored, never a session. */
export function loginPendingStore(db: Db, options: { secure: boolean }) {
  // Path=/ because the `__Host-` prefix under https requires it; httpOnly and SameSite keep it to this site's calls.
  const name = cookieName(TWO_FACTOR_PENDING_COOKIE, options.secure);
  const cookie = { path: "/", httpOnly: true, sameSite: "strict" as const, secure: options.secure };
  const clear = (reply: FastifyReply) => void reply.clearCookie(name, cookie);
  return {
    async start(reply: FastifyReply, userId: string, persistent: boolean) {
      const token = randomBytes(32).toString("base64url");
      await db.deleteFrom("login_pending").where("user_id", "=", userId).where("expires_at", "<", new Date().toISOString()).execute();
      await db
        .insertInto("login_pending")
        .values({
          id: hashToken(token),
          user_id: userId,
          persistent: toFlag(persistent),
          attempts: 0,
          expires_at: new Date(Date.now() + PENDING_MS).toISOString(),
        })
        .execute();
      reply.setCookie(name, token, { ...cookie, maxAge: PENDING_MS / 1000 });
    },

    /** The waiting sign-in named by the cookie, if it is still live; a used-up or expired one is deleted and its cookie cleared. */
    async find(request: FastifyRequest, reply: FastifyReply) {
      const token = request.cookies[name];
      if (!token || token.length > 100) return null;
      const found = await db.selectFrom("login_pending").selectAll().where("id", "=", hashToken(token)).executeTakeFirst();
      if (found && Date.parse(found.expires_at) > Date.now() && found.attempts < PENDING_ATTEMPTS) return { ...found, persistent: fromFlag(found.persistent) };
      if (found) await db.deleteFrom("login_pending").where("id", "=", found.id).execute();
      clear(reply);
      return null;
    },

    /**
     * Takes one of the sign-in's tries before its code is checked, in one conditional update, so concurrent guesses
     * cannot all read the same count; returns the tries left after this one, or null when none was left.
     */
    async claimAttempt(id: string): Promise<number | null> {
      const row = await db
        .updateTable("login_pending")
        .set({ attempts: sql<number>`attempts + 1` })
        .where("id", "=", id)
        .where("attempts", "<", PENDING_ATTEMPTS)
        .where("expires_at", ">", new Date().toISOString())
        .returning("attempts")
        .executeTakeFirst();
      return row ? PENDING_ATTEMPTS - Number(row.attempts) : null;
    },

    async finish(id: string, reply: FastifyReply) {
      await db.deleteFrom("login_pending").where("id", "=", id).execute();
      clear(reply);
    },
  };
}

export type LoginPendingStore = ReturnType<typeof loginPendingStore>;
