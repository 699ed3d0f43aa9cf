import { leadEndpoints } from "../../contract/endpoints/leads";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import { leadMessages, visitorPageMessages as text } from "../../contract/messages/leads";
import { isVerified } from "../accounts/email/email-verification";
import { currentUser } from "../accounts/sessions/guards";
import type { SiteConfig } from "../platform/config";
import type { Db } from "../platform/database";
import type { RateLimiter } from "../platform/rate-limit";
import { messagePage } from "./visitor-pages";
import { oneLine } from "./one-line";
import { leadRules } from "./rules";
import { confirmSubscription, newsletterLinks, subscribe, subscriptionOf, unsubscribe } from "./subscribers";

type Options = { db: Db; config: SiteConfig; limiter: RateLimiter };

/**
 * The newsletter with double opt-in: a request mails only a confirmation link; the welcome, and every newsletter
 * mail after it, carries List-Unsubscribe with one-click (RFC 8058).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, limiter }) => {
  const links = newsletterLinks(config.sessionSecret, config.publicUrl);
  const mails = () => import("./lead-mails");
  const welcomeOf = async (email: string) => ({
    ...(await (await mails()).subscriberWelcomeMail(links.link(email))),
    listUnsubscribe: { url: links.link(email), oneClick: true as const },
  });

  serve(
    app,
    leadEndpoints.newsletter,
    {
      onRequest: async (request) => limiter.hit(leadRules.newsletterPerIp, request.ip),
    },
    async (request) => {
      const { email, source } = request.body;
      const confirmation = await (await mails()).subscriptionConfirmMail(links.confirmLink(email));
      const created = await db.transaction().execute(async (trx) => {
        const outcome = await subscribe(trx, { email, source, ip: request.ip });
        if (outcome.created) await app.mail.enqueue(trx, { to: oneLine(email), ...confirmation });
        return outcome.created;
      });
      if (created) app.jobs.wake();
      return { success: true as const, message: leadMessages.confirmSent };
    },
  );

  const signed = (query: unknown) => z.object({ email: z.string().max(254), token: z.string().max(100), at: z.string().max(20).optional() }).safeParse(query);

  // Opening a link only asks: mail scanners that fetch every link must neither subscribe nor unsubscribe anyone.
  app.get("/api/newsletter/confirm", async (request, reply) => {
    const link = signed(request.query);
    if (!link.success || !links.verifyConfirm(link.data.email, link.data.at ?? "", link.data.token))
      return messagePage(reply, 400, text.newsletterTitle, leadMessages.confirmInvalid);
    return messagePage(reply, 200, text.confirmTitle, leadMessages.confirmAsk, text.confirmButton);
  });
  app.get("/api/newsletter/unsubscribe", async (request, reply) => {
    const link = signed(request.query);
    if (!link.success || !links.verify(link.data.email, link.data.token)) return messagePage(reply, 400, text.newsletterTitle, leadMessages.unsubscribeInvalid);
    return messagePage(reply, 200, text.unsubscribeTitle, leadMessages.unsubscribeConfirm, text.unsubscribeButton);
  });

  await app.register(async (mailLinks) => {
    // The pages' buttons post an empty urlencoded body, a mail client's one-click post a small form of either kind;
    // the signed query is the credential, so the body is never read.
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
      mailLinks.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
    }
    mailLinks.post("/api/newsletter/confirm", { config: { csrf: false } }, async (request, reply) => {
      const link = signed(request.query);
      if (!link.success || !links.verifyConfirm(link.data.email, link.data.at ?? "", link.data.token))
        return messagePage(reply, 400, text.newsletterTitle, leadMessages.confirmInvalid);
      const welcome = await welcomeOf(link.data.email);
      const first = await db.transaction().execute(async (trx) => {
        const confirmed = await confirmSubscription(trx, link.data.email);
        if (confirmed) await app.mail.enqueue(trx, { to: oneLine(link.data.email), ...welcome });
        return confirmed;
      });
      if (first) app.jobs.wake();
      return messagePage(reply, 200, text.subscribedTitle, leadMessages.subscribed);
    });
    mailLinks.post("/api/newsletter/unsubscribe", { config: { csrf: false } }, async (request, reply) => {
      const link = signed(request.query);
      if (!link.success || !links.verify(link.data.email, link.data.token))
        return messagePage(reply, 400, text.newsletterTitle, leadMessages.unsubscribeInvalid);
      await unsubscribe(db, link.data.email);
      return messagePage(reply, 200, text.unsubscribedTitle, leadMessages.unsubscribed);
    });
  });

  serve(app, leadEndpoints.newsletterPreference, { onRequest: app.requireUser }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { state: await subscriptionOf(db, currentUser(request).email) };
  });

  serve(
    app,
    leadEndpoints.changeNewsletterPreference,
    {
      onRequest: app.requireUser,
    },
    async (request) => {
      const { email, id } = currentUser(request);
      if (!request.body.subscribed) {
        await unsubscribe(db, email);
        return { state: "none" as const };
      }
      // A verified address of a signed-in person is confirmed by that person; any other is asked by mail.
      const verified = await isVerified(db, id);
      const mail = verified ? await welcomeOf(email) : await (await mails()).subscriptionConfirmMail(links.confirmLink(email));
      const queued = await db.transaction().execute(async (trx) => {
        const outcome = await subscribe(trx, { email, source: "profile", ip: request.ip, confirmed: verified });
        if (outcome.created) await app.mail.enqueue(trx, { to: oneLine(email), ...mail });
        return outcome.created;
      });
      if (queued) app.jobs.wake();
      return { state: await subscriptionOf(db, email) };
    },
  );
};
