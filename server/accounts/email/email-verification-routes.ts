import { accountMessages } from "../../../contract/messages/accounts";
import { emailLinkEndpoints } from "../../../contract/endpoints/accounts";
import { serve } from "../../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit";
import { confirmVerification, isVerified, lookUpVerification, verificationLink } from "./email-verification";
import { currentUser } from "../sessions/guards";
import { rules } from "../rules";

/** The registration's verification link (the token is the authority, from any browser) and the banner's status and 'resend'. */
export const emailVerificationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; limiter: RateLimiter }> = async (app, { db, config, limiter }) => {
  app.addHook("onRequest", async (_request, reply) => void reply.header("cache-control", "no-store"));

  // Mail scanners open links: a GET only says which address; the page's button posts.
  serve(app, emailLinkEndpoints.verifyEmailLookup, {}, async (request) => {
    return { success: true as const, email: await lookUpVerification(db, request.query.token) };
  });

  serve(app, emailLinkEndpoints.verifyEmail, {}, async (request) => {
    const email = await db.transaction().execute((trx) => confirmVerification(trx, request.body.token));
    return { success: true as const, message: accountMessages.emailConfirmed(email) };
  });

  serve(app, emailLinkEndpoints.verificationStatus, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    return { success: true as const, verified: await isVerified(db, user.id), email: user.email };
  });

  serve(app, emailLinkEndpoints.resendVerification, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    if (await isVerified(db, user.id)) throw new HttpError(409, accountMessages.alreadyVerified);
    await limiter.hit(rules.verifyEmailPerAccount, user.id);
    const save = await verificationLink(app.mail, config, user);
    await db.transaction().execute((trx) => save(trx, user.id));
    app.jobs.wake();
    return { success: true as const, message: accountMessages.verificationResent(user.email) };
  });
};
