import { emailLinkEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import { endSessions } from "../sessions/sessions";
import { sql } from "kysely";
import * as z from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountMessages } from "../../../contract/messages/accounts";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import { enqueue } from "../../platform/jobs";
import type { RateLimiter } from "../../platform/rate-limit";
import { refuseWeakPassword } from "./password-policy";
import { hashPassword } from "./passwords";
import { passwordLink, sha256 } from "./password-links";
import { perIp, rules } from "../rules";
import { findByEmail } from "../users";

const RESET_REQUEST_JOB = "accounts.reset-request";
const resetJobSchema = z.object({ email: z.string() });

/** Password reset by mail: one-hour, single-use links, answered alike whether or not the address has an account. */
export const resetRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; limiter: RateLimiter }> = async (app, { db, config, limiter }) => {
  app.jobs.register(RESET_REQUEST_JOB, async (payload) => {
    const user = await findByEmail(db, resetJobSchema.parse(payload).email);
    if (!user) return;
    const save = await passwordLink(app.mail, config.publicUrl, user, "reset");
    await db.transaction().execute((trx) => save(trx, user.id));
  });

  serve(
    app,
    emailLinkEndpoints.requestReset,
    {
      onRequest: perIp(limiter, rules.resetPerIp),
    },
    async (request) => {
      // Counted for every address, known or not, so the cap says nothing about which have accounts.
      await limiter.hit(rules.resetPerEmail, request.body.email.toLowerCase());
      // The same single insert for every address: the lookup and the mail's rendering happen in the job, so the answer's
      // timing cannot tell a known address from an unknown one.
      await enqueue(db, { kind: RESET_REQUEST_JOB, payload: { email: request.body.email } });
      app.jobs.wake();
      return { success: true as const, message: accountMessages.resetSent };
    },
  );

  serve(app, emailLinkEndpoints.resetPassword, {}, async (request) => {
    const input = request.body;
    const invalid = new HttpError(400, accountMessages.resetInvalid);
    const user = await findByEmail(db, input.email);
    if (!user) throw invalid;
    const nowIso = new Date().toISOString();
    const reset = await db
      .selectFrom("password_resets")
      .selectAll()
      .where("token_hash", "=", sha256(input.token))
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!reset || reset.used_at || reset.expires_at <= nowIso) throw invalid;
    await refuseWeakPassword(input.password, "password", user);
    // Hashing first: a password that cannot be hashed must leave the link usable.
    const passwordHash = await hashPassword(input.password);
    const notice = {
      to: user.email,
      ...(await (await import("./password-changed-mail")).passwordChangedMail(`${config.publicUrl}/auth/reset-password`, user.username)),
    };
    // Claim, new password and the end of every session are one fact; the claim is conditional, so two tabs cannot both win.
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("password_resets")
        .set({ used_at: nowIso })
        .where("id", "=", reset.id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw invalid;
      // The link came to this address, so the address is proven too (admin-created accounts verify this way).
      await trx
        .updateTable("users")
        .set({ password_hash: passwordHash, email_verified_at: sql`coalesce(email_verified_at, ${new Date().toISOString()})` })
        .where("id", "=", user.id)
        .execute();
      await endSessions(trx, user.id);
      await app.mail.enqueue(trx, notice);
    });
    app.jobs.wake();
    return { success: true as const, message: accountMessages.resetDone };
  });
};
