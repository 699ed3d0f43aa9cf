import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messages } from "../../contract/accounts";
import {
  deletionsResponse,
  disabledChangeBody,
  LAST_ADMIN,
  newUserBody,
  roleChangeBody,
  userIdParams,
  userListQuery,
  userListResponse,
  userResponse,
} from "../../contract/admin";
import { recentDeletions } from "../accounts/deletions";
import { currentUser } from "../accounts/guards";
import { hashPassword } from "../accounts/passwords";
import { sendPasswordLink } from "../accounts/password-links";
import { changeAccess, createUser, eachUser, findByEmail, findByUsername, findListedUser, LastAdminError, searchUsers } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { sendCsv } from "./csv-export";

const notFound = () => new HttpError(404, "No such user");

/** User management: list, export, create with a set-password mail, promote/demote, disable/enable. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get("/api/admin/users", { schema: { querystring: userListQuery, response: { 200: userListResponse } } }, async (request) => {
    const { users, total } = await searchUsers(db, request.query);
    return { success: true as const, message: "Users loaded", data: { users, total, page: request.query.page, pageSize: request.query.pageSize } };
  });

  app.get("/api/admin/users/deletions", { schema: { response: { 200: deletionsResponse } } }, async () => {
    return { success: true as const, message: "Deleted accounts loaded", data: { deletions: await recentDeletions(db) } };
  });

  app.get("/api/admin/users/export.csv", { schema: { querystring: userListQuery.omit({ page: true, pageSize: true }) } }, async (request, reply) => {
    const rows = (async function* () {
      for await (const u of eachUser(db, request.query))
        yield [u.username, u.email, u.fullName, u.role, u.disabledAt ? "disabled" : "active", u.createdAt, u.lastLogin];
    })();
    return sendCsv(reply, "users.csv", ["Username", "Email", "Full name", "Role", "Status", "Created", "Last login"], rows);
  });

  app.post("/api/admin/users", { schema: { body: newUserBody, response: { 200: userResponse } } }, async (request) => {
    const input = request.body;
    if (await findByUsername(db, input.username)) throw new HttpError(409, messages.usernameTaken, { errors: { username: messages.usernameTaken } });
    if (await findByEmail(db, input.email)) throw new HttpError(409, messages.emailTaken, { errors: { email: messages.emailTaken } });
    // Nobody knows this password: the new user sets their own through the mailed link.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    const row = await createUser(db, { username: input.username, email: input.email, fullName: input.fullName, role: input.role, passwordHash });
    await sendPasswordLink(db, app.mail, config.publicUrl, row, "welcome");
    app.jobs.wake();
    const user = await findListedUser(db, row.id);
    if (!user) throw notFound();
    return { success: true as const, message: `Account created. We've emailed ${input.email} a link to set a password.`, data: user };
  });

  const change = (body: { role?: "admin" | "user"; disabled?: boolean }, id: string) => async () => {
    try {
      if (!(await changeAccess(db, id, body))) throw notFound();
    } catch (error) {
      if (error instanceof LastAdminError) throw new HttpError(409, LAST_ADMIN);
      throw error;
    }
    const user = await findListedUser(db, id);
    if (!user) throw notFound();
    return user;
  };

  app.put("/api/admin/users/:id/role", { schema: { params: userIdParams, body: roleChangeBody, response: { 200: userResponse } } }, async (request) => {
    const user = await change({ role: request.body.role }, request.params.id)();
    return { success: true as const, message: `${user.username} is now ${user.role === "admin" ? "an admin" : "a user"}.`, data: user };
  });

  app.put("/api/admin/users/:id/disabled", { schema: { params: userIdParams, body: disabledChangeBody, response: { 200: userResponse } } }, async (request) => {
    if (request.body.disabled && request.params.id === currentUser(request).id) throw new HttpError(409, "You cannot disable your own account.");
    const user = await change({ disabled: request.body.disabled }, request.params.id)();
    return {
      success: true as const,
      message: user.disabledAt ? `${user.username} is disabled and signed out everywhere.` : `${user.username} can sign in again.`,
      data: user,
    };
  });
};
