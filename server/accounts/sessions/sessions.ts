import { hash, randomBytes, randomUUID } from "node:crypto";
import type SQLite from "better-sqlite3";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION } from "../../../contract/constants";
import { cookieName, SESSION_HINT_COOKIE } from "../../../contract/cookies";
import { type Db, sqliteFileOf } from "../../platform/database";
import { type Flag, fromFlag, toFlag } from "../../platform/flag";
import { deviceLabel } from "./device-label";
import { type SignedInUser, signedInColumns, signedInUser } from "../users";

const SESSION_COOKIE = "sid";
/** Last-seen is written at most once a minute, not on every call. */
const SEEN_PRECISION_MS = 60_000;

/**
 * With OWN_CHANGES, changes with any write through this connection, any commit by another (the admin command, another
 * instance, a worker) and any schema change: while both read the same, a row read before is exactly what the file holds.
 */
const OTHERS_VERSION = `select (select data_version from pragma_data_version) || '.' || (select schema_version from pragma_schema_version)`;
const OWN_CHANGES = "select total_changes()";
/** Peeked rows kept at most; past it they are all read again, so a flood of sessions cannot grow memory. */
const PEEKED_MAX = 10_000;

const idleLimit = (persistent: boolean) => (persistent ? SESSION.rememberIdleMs : SESSION.shortIdleMs);

type SessionState = { persistent: Flag; expires_at: string; last_seen_at: string; disabled_at?: string | null };

/** When a session is over: past its end, idle too long, or at once when its account is disabled. */
function endOf(row: SessionState): number {
  if (row.disabled_at) return 0;
  return Math.min(Date.parse(row.expires_at), Date.parse(row.last_seen_at) + idleLimit(fromFlag(row.persistent)));
}

/** Until when a session stays live with no write due: its end, or its next once-a-minute last-seen write if sooner. */
const liveUntil = (row: SessionState) => Math.min(endOf(row), Date.parse(row.last_seen_at) + SEEN_PRECISION_MS);

/** Whether a session is over, due its once-a-minute last-seen write, or live. */
function stateOf(row: SessionState, now: number): "ended" | "seen" | "live" {
  if (now >= endOf(row)) return "ended";
  return now < liveUntil(row) ? "live" : "seen";
}

export const hashToken = (token: string) => hash("sha256", token, "hex");

/** Ends every session of the user, except `keep` (the one making the change); runs in the caller's transaction. */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("id", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function sessionStore(db: Db, options: { secure: boolean }) {
  const session = cookieName(SESSION_COOKIE, options.secure);
  const hint = cookieName(SESSION_HINT_COOKIE, options.secure);
  const setCookie = (reply: FastifyReply, token: string, persistent: boolean) => {
    const lifetime = persistent ? { maxAge: SESSION.rememberMs / 1000 } : {};
    reply.setCookie(session, token, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure, ...lifetime });
    reply.setCookie(hint, "1", { path: "/", httpOnly: false, sameSite: "lax", secure: options.secure, ...lifetime });
  };
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(session, { path: "/", httpOnly: true, sameSite: "lax", secure: options.secure });
    reply.clearCookie(hint, { path: "/", httpOnly: false, sameSite: "lax", secure: options.secure });
  };

  // Every signed-in call runs this lookup: it is compiled to SQL once, and each call only binds the session id.
  const lookup = db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.persistent", "sessions.expires_at", "sessions.last_seen_at", "sessions.public_id"])
    .select(signedInColumns.map((column) => `users.${column}` as const))
    .where("sessions.id", "=", "");
  const compiledLookup = lookup.compile();
  const findSession = async (id: string) =>
    (await db.executeQuery<Awaited<ReturnType<typeof lookup.executeTakeFirst>>>({ ...compiledLookup, parameters: [id] })).rows[0];

  const file = sqliteFileOf(db);
  type Peeked = { user: SignedInUser; liveUntil: number };
  // Taken from the statement cache once; the version check alone answers in pluck mode, which no other query uses.
  let peekStatements: { lookup: SQLite.Statement; own: SQLite.Statement; others: SQLite.Statement } | undefined;
  // Reading another connection's commits takes SQLite's shared-memory lock (two fcntl calls), a fifth of a call's cost
  // under load; one reading serves every call this turn of the event loop has in hand, since each had arrived by then.
  let othersThisTurn: unknown;
  // Sessions read by peek, by token, kept only while the file's contents are exactly as they were read (decision 050).
  const peeked = new Map<string, Peeked>();
  let peekedOwn: unknown;
  let peekedOthers: unknown;

  return {
    /** A fresh 256-bit token for this login; only its sha256 is stored. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: string, persistent: boolean) {
      const token = randomBytes(32).toString("base64url");
      const now = new Date().toISOString();
      await db
        .insertInto("sessions")
        .values({
          id: hashToken(token),
          public_id: randomUUID(),
          user_id: userId,
          persistent: toFlag(persistent),
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(Date.parse(now) + (persistent ? SESSION.rememberMs : SESSION.shortMs)).toISOString(),
          device: deviceLabel(request.headers["user-agent"]),
          ip: request.ip,
        })
        .execute();
      setCookie(reply, token, persistent);
    },

    /** The user of the session named by the cookie, if it is live (not past its end, not idle too long) and the account enabled. */
    async resume(request: FastifyRequest, reply: FastifyReply): Promise<SignedInUser | null> {
      const token = request.cookies[session];
      if (!token) return null;
      // A cookie that names no live session is cleared, hint and all, so the browser stops asking.
      if (token.length > 100) {
        clearCookies(reply);
        return null;
      }
      const id = hashToken(token);
      const row = await findSession(id);
      if (!row) {
        clearCookies(reply);
        return null;
      }
      const now = Date.now();
      const state = stateOf(row, now);
      if (state === "ended") {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
        clearCookies(reply);
        return null;
      }
      if (state === "seen") {
        await db
          .updateTable("sessions")
          .set({ last_seen_at: new Date(now).toISOString(), ip: request.ip })
          .where("id", "=", id)
          .execute();
      }
      return signedInUser(row, id, row.public_id);
    },

    /**
     * The user of a live session that needs no write now, read at once from SQLite outside any open transaction
     * (whose writes might still be undone); undefined leaves the call to `resume`, which decides and writes.
     */
    peek(token: string | undefined): SignedInUser | undefined {
      if (!file?.open || file.inTransaction || !token || token.length > 100) return undefined;
      let found: Peeked | undefined;
      try {
        peekStatements ??= { lookup: file.prepare(compiledLookup.sql), own: file.prepare(OWN_CHANGES).pluck(), others: file.prepare(OTHERS_VERSION).pluck() };
        if (othersThisTurn === undefined) {
          othersThisTurn = peekStatements.others.get();
          setImmediate(() => {
            othersThisTurn = undefined;
          });
        }
        const own = peekStatements.own.get();
        if (own !== peekedOwn || othersThisTurn !== peekedOthers || peeked.size >= PEEKED_MAX) {
          peeked.clear();
          peekedOwn = own;
          peekedOthers = othersThisTurn;
        }
        found = peeked.get(token);
        if (!found) {
          const id = hashToken(token);
          const row = peekStatements.lookup.get(id) as Awaited<ReturnType<typeof findSession>>;
          if (!row) return undefined;
          found = { user: signedInUser(row, id, row.public_id), liveUntil: liveUntil(row) };
          peeked.set(token, found);
        }
      } catch {
        // A read SQLite refuses now (busy, locked) is left to `resume`, which waits and reports it properly.
        return undefined;
      }
      return Date.now() < found.liveUntil ? found.user : undefined;
    },

    /** Deletes the session named by the cookie, if any, leaving the cookie to be replaced. */
    async discard(request: FastifyRequest) {
      const token = request.cookies[session];
      if (token) await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
    },

    /** Ends the session named by the cookie (if any) and clears the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply) {
      await this.discard(request);
      clearCookies(reply);
    },

    /** This user's live sessions, most recently used first. */
    async list(userId: string) {
      const now = Date.now();
      const rows = await db
        .selectFrom("sessions")
        .select(["public_id", "persistent", "created_at", "last_seen_at", "expires_at", "device", "ip"])
        .where("user_id", "=", userId)
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.filter((row) => now < endOf(row)).map((row) => ({ ...row, persistent: fromFlag(row.persistent) }));
    },

    /** Ends one session of this user by its public id; false when the user has no such session. */
    async endByPublicId(userId: string, publicId: string) {
      const result = await db.deleteFrom("sessions").where("user_id", "=", userId).where("public_id", "=", publicId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    clearCookies,
    cookie: session,
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
