import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../platform/database";
import type { SessionStore } from "./sessions/sessions";
import { publicUser, touchLastLogin, type UserRow } from "./users";

/** The last step of every sign-in (password, or password and code): a new session, a new CSRF secret, the user as the API shows it. */
export const signInWith = (db: Db, sessions: SessionStore) => async (request: FastifyRequest, reply: FastifyReply, user: UserRow, persistent: boolean) => {
  await sessions.discard(request); // a new token at every sign-in: a planted cookie is worthless
  await sessions.start(request, reply, user.id, persistent);
  reply.rotateCsrfSecret();
  const lastLogin = await touchLastLogin(db, user.id);
  return publicUser({ username: user.username, email: user.email, fullName: user.full_name, role: user.role, lastLogin });
};
