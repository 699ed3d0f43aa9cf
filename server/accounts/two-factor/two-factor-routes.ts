import { accountEndpoints, twoFactorEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import { endSessions } from "../sessions/sessions";
import { isFirmStaff } from "../../../contract/policies";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountMessages, twoFactorMessages } from "../../../contract/messages/accounts";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";
import { currentUser } from "../sessions/guards";
import type { LoginPendingStore } from "./login-pending";
import { rules } from "../rules";
import type { SessionStore } from "../sessions/sessions";
import { signInWith } from "../sign-in";
import { removeTwoFactor, type TwoFactorStore } from "./two-factor";
import { findById } from "../users";
import { confirmPassword } from "../passwords/password-confirmation";

type Options = { db: Db; config: Config; limiter: RateLimiter; sessions: SessionStore; twoFactor: TwoFactorStore; pending: LoginPendingStore };

/** Two-step sign-in: the code after the password, and setting it up or turning it off in /profile. */
export const twoFactorRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, limiter, sessions, twoFactor, pending }) => {
  const signIn = signInWith(db, sessions);
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  serve(app, accountEndpoints.loginTwoFactor, {}, async (request, reply) => {
    const waiting = await pending.find(request, reply);
    if (!waiting) throw new HttpError(401, twoFactorMessages.pendingExpired);
    // Both budgets are taken before the code is checked, each in one atomic statement: a burst of concurrent guesses
    // gets no more checks than a sequence would. A correct code gives its account try back.
    const failures = rules.twoFactorFailuresPerAccount;
    await limiter.hit(failures, waiting.user_id);
    const left = await pending.claimAttempt(waiting.id);
    if (left === null) {
      await limiter.release(failures, waiting.user_id);
      await pending.finish(waiting.id, reply);
      throw new HttpError(401, twoFactorMessages.pendingExpired);
    }
    const input = request.body;
    const accepted =
      "code" in input ? await twoFactor.verifyCode(waiting.user_id, input.code) : await twoFactor.spendRecoveryCode(waiting.user_id, input.recoveryCode);
    if (!accepted) {
      if (left <= 0) throw new HttpError(401, twoFactorMessages.pendingExpired);
      throw new HttpError(401, twoFactorMessages.codeWrong, {
        errors: "code" in input ? { code: twoFactorMessages.codeWrong } : { recoveryCode: twoFactorMessages.codeWrong },
      });
    }
    await limiter.release(failures, waiting.user_id);
    await pending.finish(waiting.id, reply);
    const user = await findById(db, waiting.user_id);
    if (!user || user.disabled_at) throw new HttpError(401, accountMessages.invalidLogin);
    return { success: true as const, user: await signIn(request, reply, user, waiting.persistent), message: accountMessages.signedIn };
  });

  serve(app, twoFactorEndpoints.status, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const required = isFirmStaff(user.role) || (await app.twoFactorRequirements.reasonFor(user.id)) !== null;
    return { success: true as const, ...(await twoFactor.status(user.id)), required };
  });

  serve(
    app,
    twoFactorEndpoints.setup,
    {
      onRequest: app.requireUser,
      preValidation: async (request) => limiter.hit(rules.twoFactorPerAccount, currentUser(request).id),
    },
    async (request) => {
      const user = currentUser(request);
      await confirmPassword(db, user.id, request.body.password, "password");
      // The password alone must not move the second factor to another phone: the current one (or a recovery code) agrees.
      if (await twoFactor.isEnabled(user.id)) {
        const code = request.body.code;
        if (!code) throw new HttpError(400, twoFactorMessages.currentCodeNeeded, { errors: { code: twoFactorMessages.currentCodeNeeded } });
        if (!(await twoFactor.verifyAny(user.id, code)))
          throw new HttpError(400, twoFactorMessages.codeWrong, { errors: { code: twoFactorMessages.codeWrong } });
      }
      return { success: true as const, ...(await twoFactor.beginSetup(user.id, user.username)) };
    },
  );

  serve(
    app,
    twoFactorEndpoints.enable,
    {
      onRequest: app.requireUser,
      preValidation: async (request) => limiter.hit(rules.twoFactorPerAccount, currentUser(request).id),
    },
    async (request) => {
      const user = currentUser(request);
      const row = (await twoFactor.isEnabled(user.id)) ? await findById(db, user.id) : undefined;
      const { twoFactorReplacedMail } = await import("./two-factor-replaced-mail");
      const notice = row && { to: row.email, ...(await twoFactorReplacedMail(`${config.publicUrl}/auth/reset-password`, row.username)) };
      const codes = await db.transaction().execute(async (trx) => {
        const confirmed = await twoFactor.confirmSetup(trx, user.id, request.body.code);
        if (!Array.isArray(confirmed)) return confirmed;
        if (notice) await app.mail.enqueue(trx, notice);
        // Other browsers signed in with the password alone; from now on a code is part of signing in.
        await endSessions(trx, user.id, user.sessionId);
        return confirmed;
      });
      if (codes === "missing") throw new HttpError(400, twoFactorMessages.setupMissing);
      if (!codes) throw new HttpError(400, twoFactorMessages.codeWrong, { errors: { code: twoFactorMessages.codeWrong } });
      if (notice) app.jobs.wake();
      return { success: true as const, message: twoFactorMessages.turnedOn, recoveryCodes: codes };
    },
  );

  serve(
    app,
    twoFactorEndpoints.disable,
    {
      onRequest: app.requireUser,
      preValidation: async (request) => limiter.hit(rules.twoFactorPerAccount, currentUser(request).id),
    },
    async (request) => {
      const user = currentUser(request);
      if (isFirmStaff(user.role)) throw new HttpError(403, twoFactorMessages.adminKeeps);
      const reason = await app.twoFactorRequirements.reasonFor(user.id);
      if (reason) throw new HttpError(403, reason);
      if (!(await twoFactor.isEnabled(user.id))) throw new HttpError(400, twoFactorMessages.notEnabled);
      await confirmPassword(db, user.id, request.body.password, "password");
      if (!(await twoFactor.verifyAny(user.id, request.body.code)))
        throw new HttpError(400, twoFactorMessages.codeWrong, { errors: { code: twoFactorMessages.codeWrong } });
      await db.transaction().execute((trx) => removeTwoFactor(trx, user.id));
      return { success: true as const, message: twoFactorMessages.turnedOff };
    },
  );
};
