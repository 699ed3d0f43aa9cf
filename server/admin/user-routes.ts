import { adminMessages } from "../../contract/messages/admin";
import { adminEndpoints } from "../../contract/endpoints/admin";
import { serve } from "../platform/endpoint";
import { randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Role } from "../../contract/accounts";
import { accountMessages } from "../../contract/messages/accounts";
import { recentDeletions } from "../accounts/data-rights/deletions";
import { currentUser } from "../accounts/sessions/guards";
import { hashPassword } from "../accounts/passwords/passwords";
import { passwordLink } from "../accounts/passwords/password-links";
import { changeAccess, createUser, eachUser, findByEmail, findByUsername, findListedUser, LastAdminError, searchUsers } from "../accounts/users";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { inZone, localTime } from "../platform/local-time";
import { sendCsv } from "./csv-export";

const notFound = () => new HttpError(404, adminMessages.noSuchUser);

/** User management: list, export, create with a set-password mail, promote/demote, disable/enable. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  serve(app, adminEndpoints.users, { config: { policy: "users.manage" } }, async (request) => {
    const found = await searchUsers(db, request.query);
    return { success: true as const, message: adminMessages.usersLoaded, data: { ...found, page: request.query.page, pageSize: request.query.pageSize } };
  });

  serve(app, adminEndpoints.userDeletions, { config: { policy: "users.manage" } }, async () => {
    return { success: true as const, message: adminMessages.deletionsLoaded, data: { deletions: await recentDeletions(db) } };
  });

  serve(app, adminEndpoints.usersCsv, { config: { policy: "users.manage" } }, async (request, reply) => {
    const zone = config.timeZone;
    const rows = (async function* () {
      for await (const u of eachUser(db, request.query))
        yield [u.username, u.email, u.fullName, u.role, u.disabledAt ? "disabled" : "active", localTime(u.createdAt, zone), localTime(u.lastLogin, zone)];
    })();
    const header = ["Username", "Email", "Full name", "Role", "Status", inZone("Created", zone), inZone("Last login", zone)];
    return sendCsv(reply, "users.csv", header, rows);
  });

  serve(app, adminEndpoints.createUser, { config: { policy: "users.manage" } }, async (request) => {
    const input = request.body;
    if (await findByUsername(db, input.username))
      throw new HttpError(409, accountMessages.usernameTaken, { errors: { username: accountMessages.usernameTaken } });
    if (await findByEmail(db, input.email)) throw new HttpError(409, accountMessages.emailTaken, { errors: { email: accountMessages.emailTaken } });
    // Nobody knows this password: the new user sets their own through the mailed link.
    const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
    const saveLink = await passwordLink(app.mail, config.publicUrl, input, "welcome");
    // The account and its set-password link are one fact: an account nobody can open is never left behind.
    const row = await db.transaction().execute(async (trx) => {
      const created = await createUser(trx, { username: input.username, email: input.email, fullName: input.fullName, role: input.role, passwordHash });
      await saveLink(trx, created.id);
      return created;
    });
    app.jobs.wake();
    const user = await findListedUser(db, row.id);
    if (!user) throw notFound();
    return { success: true as const, message: adminMessages.accountCreated(input.email), data: user };
  });

  const change = (body: { role?: Role; disabled?: boolean }, id: string) => async () => {
    try {
      if (!(await db.transaction().execute((trx) => changeAccess(trx, id, body)))) throw notFound();
    } catch (error) {
      if (error instanceof LastAdminError) throw new HttpError(409, accountMessages.lastAdmin);
      throw error;
    }
    const user = await findListedUser(db, id);
    if (!user) throw notFound();
    return user;
  };

  serve(app, adminEndpoints.userRole, { config: { policy: "users.manage" } }, async (request) => {
    const user = await change({ role: request.body.role }, request.params.id)();
    return { success: true as const, message: adminMessages.roleChanged(user.username, user.role), data: user };
  });

  serve(app, adminEndpoints.userDisabled, { config: { policy: "users.manage" } }, async (request) => {
    if (request.body.disabled && request.params.id === currentUser(request).id) throw new HttpError(409, adminMessages.cannotDisableSelf);
    const user = await change({ disabled: request.body.disabled }, request.params.id)();
    return {
      success: true as const,
      message: user.disabledAt ? `${user.username} is disabled and signed out everywhere.` : `${user.username} can sign in again.`,
      data: user,
    };
  });
};
