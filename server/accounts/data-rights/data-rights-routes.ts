import { accountEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import { endSessions } from "../sessions/sessions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountMessages } from "../../../contract/messages/accounts";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";
import { currentUser } from "../sessions/guards";
import { rules } from "../rules";
import { recordDeletion } from "./deletions";
import { placeFinder } from "../sessions/place";
import type { SessionStore } from "../sessions/sessions";
import { findById, keepAnotherAdmin, LastAdminError } from "../users";
import { confirmPassword } from "../passwords/password-confirmation";

const CONFIRMATION_MISMATCH = "Type your username exactly as shown";

/** GDPR art. 15, 17 and 20 in /profile: 'Download my data' and 'Delete my account'. */
export const dataRightsRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter; sessions: SessionStore }> = async (app, { db, limiter, sessions }) => {
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  serve(app, accountEndpoints.exportData, { onRequest: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const row = await findById(db, user.id);
    if (!row) throw new HttpError(401, accountMessages.unauthorized);
    const now = new Date().toISOString();
    const changes = await db
      .selectFrom("email_changes")
      .select(["old_email", "new_email", "created_at", "confirmed_at"])
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .execute();
    const other: Record<string, unknown> = {};
    for (const section of app.accountData.sections()) other[section.name] = await section.collect(db, { id: row.id, email: row.email });
    const placeOf = await placeFinder();
    reply.header("content-disposition", `attachment; filename="account-data-${row.username}-${now.slice(0, 10)}.json"`);
    return {
      exportedAt: now,
      account: {
        username: row.username,
        email: row.email,
        fullName: row.full_name,
        role: row.role,
        createdAt: row.created_at,
        lastLogin: row.last_login_at,
      },
      sessions: (await sessions.list(user.id)).map((s) => ({
        device: s.device ?? "Unknown device",
        ip: s.ip,
        place: placeOf(s.ip),
        signedInAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        remembered: s.persistent,
        current: s.public_id === user.sessionPublicId,
      })),
      emailChanges: changes.map((c) => ({ oldEmail: c.old_email, newEmail: c.new_email, requestedAt: c.created_at, confirmedAt: c.confirmed_at })),
      other,
    };
  });

  serve(
    app,
    accountEndpoints.deleteAccount,
    {
      onRequest: app.requireUser,
      preValidation: async (request) => limiter.hit(rules.passwordPerAccount, currentUser(request).id),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const input = request.body;
      const row = await confirmPassword(db, user.id, input.password, "password", { renew: false });
      if (input.confirmation.trim() !== row.username) throw new HttpError(400, CONFIRMATION_MISMATCH, { errors: { confirmation: CONFIRMATION_MISMATCH } });
      const farewell = { to: row.email, ...(await (await import("./account-deleted-mail")).accountDeletedMail(row.username)) };
      const account = { id: row.id, email: row.email };
      // Other features' data is detached in the same transaction, so nothing is left pointing at a missing account.
      await db
        .transaction()
        .execute(async (trx) => {
          await keepAnotherAdmin(trx, row.id, row.role);
          for (const section of app.accountData.sections()) await section.detach(trx, account);
          await endSessions(trx, row.id);
          await trx.deleteFrom("password_resets").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("email_changes").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("login_pending").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("email_verifications").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("recovery_codes").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("two_factor").where("user_id", "=", row.id).execute();
          await trx.deleteFrom("users").where("id", "=", row.id).execute();
          await recordDeletion(trx, { role: row.role, createdAt: row.created_at });
          await app.mail.enqueue(trx, farewell);
        })
        .catch((error: unknown) => {
          throw error instanceof LastAdminError ? new HttpError(409, accountMessages.lastAdminDelete) : error;
        });
      app.jobs.wake();
      sessions.clearCookies(reply);
      reply.rotateCsrfSecret();
      request.log.info({ event: "account_deleted" }, "account deleted at its owner's request");
      return { success: true as const, message: accountMessages.accountDeleted };
    },
  );
};
