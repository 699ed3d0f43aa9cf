import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_HINT_COOKIE } from "../../contract/accounts";
import type { Db } from "../platform/database";
import { type SignedInUser, signedInUser } from "./users";

export const SESSION_COOKIE = "sid";
/** A session that ends with the browser still expires on the server after 12 hours. */
export const SHORT_SESSION_MS = 12 * 60 * 60 * 1000;
/** "Stay signed in": 30 days, renewed as the visitor keeps using the site. */
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** A persistent session is renewed at most once a day, not on every call. */
const RENEW_AFTER_MS = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");


export function sessionStore(db: Db, options: { secure: boolean }) {
  const setCookie = (reply: FastifyReply, token: string, persistent: boolean) => {
    const lifetime = persistent ? { maxAge: REMEMBER_MS / 1000 } : {};
    reply.setCookie(SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure, ...lifetime });
    reply.setCookie(SESSION_HINT_COOKIE, "1", { path: "/", httpOnly: false, sameSite: "lax", secure: options.secure, ...lifetime });
  };
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure });
    reply.clearCookie(SESSION_HINT_COOKIE, { path: "/", httpOnly: false, sameSite: "lax", secure: options.secure });
  };

  return {
    /** A fresh 256-bit token for this login; only its sha256 is stored. */
    async start(reply: FastifyReply, userId: string, persistent: boolean) {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await db.insertInto("sessions").values({
        id: hashToken(token), user_id: userId, persistent: persistent ? 1 : 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + (persistent ? REMEMBER_MS : SHORT_SESSION_MS)).toISOString(),
      }).execute();
      setCookie(reply, token, persistent);
    },

    /** The user of the session named by the cookie, if it is live and the account enabled; a persistent one slides forward. */
    async resume(request: FastifyRequest, reply: FastifyReply): Promise<SignedInUser | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      // A cookie that names no live session is cleared, hint and all, so the browser stops asking.
      if (token.length > 100) {
        clearCookies(reply);
        return null;
      }
      const id = hashToken(token);
      const row = await db.selectFrom("sessions").innerJoin("users", "users.id", "sessions.user_id")
        .select(["sessions.persistent", "sessions.expires_at"]).selectAll("users")
        .where("sessions.id", "=", id).executeTakeFirst();
      if (!row) {
        clearCookies(reply);
        return null;
      }
      const now = Date.now();
      const expires = Date.parse(row.expires_at);
      if (expires <= now || row.disabled_at) {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
        clearCookies(reply);
        return null;
      }
      if (Number(row.persistent) === 1 && expires - now < REMEMBER_MS - RENEW_AFTER_MS) {
        await db.updateTable("sessions").set({ expires_at: new Date(now + REMEMBER_MS).toISOString() }).where("id", "=", id).execute();
        setCookie(reply, token, true);
      }
      return signedInUser(row, id);
    },

    /** Deletes the session named by the cookie, if any, leaving the cookie to be replaced. */
    async discard(request: FastifyRequest) {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
    },

    /** Ends the session named by the cookie (if any) and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply) {
      await this.discard(request);
      clearCookies(reply);
    },

    /** Ends every session of this user except `keep` (the one making the change). */
    async endOthers(userId: string, keep?: string) {
      let query = db.deleteFrom("sessions").where("user_id", "=", userId);
      if (keep) query = query.where("id", "!=", keep);
      await query.execute();
    },

    /** Ends every session of this user, e.g. when an admin disables the account. */
    async endAll(userId: string) {
      await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
