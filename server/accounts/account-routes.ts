import { accountEndpoints } from "../../contract/endpoints/accounts";
import { serve } from "../platform/endpoint";
import { endSessions } from "./sessions/sessions";
import { isFirmStaff } from "../../contract/policies";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountMessages, twoFactorMessages } from "../../contract/messages/accounts";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { isUniqueViolation } from "../platform/db-errors";
import { HttpError } from "../platform/errors";
import type { RateLimiter, RateRule } from "../platform/rate-limit";
import { emailChangeRequest, isEmailChangeBusy } from "./email/email-changes";
import { verificationLink } from "./email/email-verification";
import { currentUser } from "./sessions/guards";
import { refuseWeakPassword } from "./passwords/password-policy";
import { decoyHash, hashPassword, verifyPassword } from "./passwords/passwords";
import { renewOutdatedHash } from "./passwords/hash-renewal";
import { perIp, rules } from "./rules";
import { DELAY_AFTER_FAILURES, loginDelays } from "./login-delays";
import type { LoginPendingStore } from "./two-factor/login-pending";
import type { SessionStore } from "./sessions/sessions";
import { signInWith } from "./sign-in";
import type { TwoFactorStore } from "./two-factor/two-factor";
import { createUser, findByEmail, findByUsername, publicUser, setPasswordHash, updateProfile, type UserRow } from "./users";
import { confirmPassword } from "./passwords/password-confirmation";

/** Counts a failed attempt; this attempt still gets its own answer, the next one the 429. */
async function countFailure(limiter: RateLimiter, rule: RateRule, subject: string) {
  try {
    await limiter.hit(rule, subject);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
  }
}

/** Spec 01 §7: register, login, logout, current user, profile and password change. */
type Options = { db: Db; config: Config; limiter: RateLimiter; sessions: SessionStore; twoFactor: TwoFactorStore; pending: LoginPendingStore };
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, limiter, sessions, twoFactor, pending }) => {
  const signIn = signInWith(db, sessions);
  const delays = loginDelays(db, rules.loginFailuresPerAccountIp.message);
  const delayAfter = limiter.budget({ ...rules.loginFailuresPerAccountIp, max: DELAY_AFTER_FAILURES });
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => void reply.header("cache-control", "no-store");

  serve(
    app,
    accountEndpoints.register,
    {
      config: { hashesPassword: true },
      onRequest: perIp(limiter, rules.registerPerIp),
    },
    async (request, reply) => {
      const input = request.body;
      await refuseWeakPassword(input.password, "password", input);
      if (await findByUsername(db, input.username))
        throw new HttpError(409, accountMessages.usernameTaken, { errors: { username: accountMessages.usernameTaken } });
      if (await findByEmail(db, input.email)) throw new HttpError(409, accountMessages.emailTaken, { errors: { email: accountMessages.emailTaken } });
      const passwordHash = await hashPassword(input.password, request.callerLeft);
      const saveVerification = await verificationLink(app.mail, config, input);
      let user: UserRow;
      try {
        // Non-blocking for the person: the account works at once, and the banner asks until the link is opened.
        user = await db.transaction().execute(async (trx) => {
          const created = await createUser(trx, { username: input.username, email: input.email, passwordHash });
          await saveVerification(trx, created.id);
          return created;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = await findByUsername(db, input.username);
        throw taken
          ? new HttpError(409, accountMessages.usernameTaken, { errors: { username: accountMessages.usernameTaken } })
          : new HttpError(409, accountMessages.emailTaken, { errors: { email: accountMessages.emailTaken } });
      }
      app.jobs.wake();
      return reply.code(201).send({ success: true, user: await signIn(request, reply, user, false), message: accountMessages.registered });
    },
  );

  serve(
    app,
    accountEndpoints.login,
    {
      config: { hashesPassword: true },
      onRequest: perIp(limiter, rules.loginPerIp),
    },
    async (request, reply) => {
      const input = request.body;
      const user = input.username.includes("@") ? await findByEmail(db, input.username) : await findByUsername(db, input.username);
      // One budget per account however it is spelled, so alternating username and email buys no extra guesses.
      const account = (user?.username ?? input.username).toLowerCase();
      const pair = `${account}|${request.ip}`;
      // Only failures count, and per address: someone else's guessing never locks the owner out from a new place.
      const underAttack = (await limiter.count(rules.loginFailuresPerAccount, account)) >= limiter.budget(rules.loginFailuresPerAccount);
      await limiter.check(rules.loginFailuresPerAccountIp, pair, underAttack ? 1 : undefined);
      await delays.check(pair);
      // An unknown name costs one hash like a wrong password, and gets the same answer.
      const valid = await verifyPassword(input.password, user?.password_hash ?? decoyHash, request.callerLeft);
      if (!user || !valid) {
        await countFailure(limiter, rules.loginFailuresPerAccount, account);
        await countFailure(limiter, rules.loginFailuresPerAccountIp, pair);
        await delays.failed(pair, await limiter.count(rules.loginFailuresPerAccountIp, pair), delayAfter);
        throw new HttpError(401, accountMessages.invalidLogin);
      }
      if (user.disabled_at) throw new HttpError(403, accountMessages.accountDisabled, { code: "account_disabled" });
      await renewOutdatedHash(db, user, input.password, request.callerLeft);
      if (await twoFactor.isEnabled(user.id)) {
        await pending.start(reply, user.id, input.rememberMe);
        return { success: true as const, twoFactorRequired: true as const, message: twoFactorMessages.codeNeeded };
      }
      const signedIn = await signIn(request, reply, user, input.rememberMe);
      // The firm's people sign in to set up two-step sign-in; every console call is refused until they have.
      if (isFirmStaff(signedIn.role))
        return { success: true as const, user: signedIn, message: accountMessages.signedIn, twoFactorSetupRequired: true as const };
      return { success: true as const, user: signedIn, message: accountMessages.signedIn };
    },
  );

  serve(app, accountEndpoints.logout, {}, async (request, reply) => {
    await sessions.end(request, reply);
    reply.rotateCsrfSecret();
    return { success: true as const, message: accountMessages.signedOut };
  });

  serve(app, accountEndpoints.user, { onRequest: [noStore, app.requireUser] }, async (request) => {
    return { success: true as const, user: publicUser(currentUser(request)) };
  });

  serve(
    app,
    accountEndpoints.profile,
    {
      onRequest: [noStore, app.requireUser],
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const fullName = input.fullName ? input.fullName : null;
      const emailChanges = input.email !== user.email;
      if (emailChanges) {
        // The current password stands between a stolen session cookie and the account's recovery address.
        if (!input.currentPassword)
          throw new HttpError(400, accountMessages.currentPasswordForEmail, { errors: { currentPassword: accountMessages.currentPasswordForEmail } });
        await limiter.hit(rules.passwordPerAccount, user.id);
        await confirmPassword(db, user.id, input.currentPassword, "currentPassword");
        const owner = await findByEmail(db, input.email);
        if (owner && owner.id !== user.id) throw new HttpError(409, accountMessages.emailTaken, { errors: { email: accountMessages.emailTaken } });
      }
      const saveEmailChange = emailChanges ? await emailChangeRequest(app.mail, config, user, input.email) : null;
      try {
        await db.transaction().execute(async (trx) => {
          await updateProfile(trx, user.id, { fullName });
          await saveEmailChange?.(trx);
        });
      } catch (error) {
        if (isEmailChangeBusy(error)) throw new HttpError(409, accountMessages.emailChangeBusy);
        throw error;
      }
      const saved = publicUser({ ...user, fullName });
      if (!emailChanges) return { success: true as const, user: saved, message: accountMessages.profileUpdated };
      app.jobs.wake();
      return {
        success: true as const,
        user: saved,
        pendingEmail: input.email,
        message: accountMessages.emailChangeSent(input.email),
      };
    },
  );

  serve(
    app,
    accountEndpoints.password,
    {
      onRequest: app.requireUser,
      // Counted before validation, so malformed attempts spend the budget too.
      preValidation: async (request) => limiter.hit(rules.passwordPerAccount, currentUser(request).id),
    },
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      const row = await confirmPassword(db, user.id, input.currentPassword, "currentPassword", { renew: false });
      await refuseWeakPassword(input.newPassword, "newPassword", row);
      const passwordHash = await hashPassword(input.newPassword);
      const notice = {
        to: row.email,
        ...(await (await import("./passwords/password-changed-mail")).passwordChangedMail(`${config.publicUrl}/auth/reset-password`, row.username)),
      };
      // The new password, the notice and signing out every other browser are one change: none happens without the others.
      await db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, user.id, passwordHash);
        await app.mail.enqueue(trx, notice);
        await endSessions(trx, user.id, user.sessionId);
      });
      app.jobs.wake();
      return { success: true as const, message: accountMessages.passwordUpdated };
    },
  );
};
