import { leadEndpoints } from "../../contract/endpoints/leads";
import { serve } from "../platform/endpoint";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { company } from "../../content/company";
import type { ContactRequest } from "../../contract/leads";
import { leadMessages } from "../../contract/messages/leads";
import { leadNotifyInboxes } from "../settings/lead-inboxes";
import type { SiteConfig } from "../platform/config";
import type { Db } from "../platform/database";
import { isFormPost } from "../platform/csrf";
import { HttpError, validationErrors } from "../platform/errors";
import { enqueue } from "../platform/jobs";
import type { RateLimiter } from "../platform/rate-limit";
import { CRM_WEBHOOK_JOB } from "./crm-webhook";
import { formStamps, spendStamp, type StampVerdict } from "./form-stamp";
import { FORM_POST, leadFromFormPost } from "./form-post";
import { correctionPage, receivedPage, refusedPage } from "./visitor-pages";
import { LEAD_REFERENCE, nextLeadReference } from "./reference";
import { oneLine } from "./one-line";
import { draftLead, type LeadInput, recordLead } from "./leads";
import { assignNewLead } from "./pipeline/ownership";
import { leadRules } from "./rules";
import { newsletterLinks, subscribe } from "./subscribers";

type Options = { db: Db; config: SiteConfig; limiter: RateLimiter };

/** Where a lead form posted without the page's code lands: the thank-you card with the reference. */
const RECEIVED_PAGE = "/contact/received";

/** Honeypot and forged stamps are spam, stored and never told; every other doubt is delivered for review. */
function verdicts(honeypot: string | undefined, stamp: StampVerdict) {
  if (honeypot?.trim()) return { spamReason: "honeypot" };
  if (stamp === "forged") return { spamReason: "forged-stamp" };
  const review: Partial<Record<StampVerdict, string>> = { none: "no-stamp", "too-fast": "time-trap", expired: "expired-stamp", spent: "spent-stamp" };
  return { reviewReason: review[stamp] ?? null };
}

/** The three shapes of POST /api/contact as one lead. */
function leadFrom(body: ContactRequest, stamp: StampVerdict): Omit<LeadInput, "ip" | "userAgent" | "userId" | "reference"> {
  const common = { page: body.context.page, attribution: body.context.attribution, idempotencyKey: body.context.idempotencyKey };
  switch (body.form) {
    case "consultation": {
      const f = body.fields;
      return {
        ...common,
        form: "consultation",
        fullName: f.fullName,
        email: f.email,
        phone: f.phone,
        service: f.service,
        message: f.message,
        privacyAccepted: f.privacy,
        ...verdicts(f.hp_check, stamp),
      };
    }
    case "test-page": {
      const f = body.fields;
      return {
        ...common,
        form: "test-page",
        fullName: f.fullName,
        email: f.email,
        phone: f.phone,
        service: "general",
        message: f.message,
        privacyAccepted: false,
        ...verdicts(f.hp_check, stamp),
      };
    }
    case "assessment": {
      const f = body.fields;
      return {
        ...common,
        form: "assessment",
        fullName: "",
        email: f.email,
        service: "general",
        message: leadMessages.assessmentLead,
        privacyAccepted: false,
        ...verdicts(f.hp_check, stamp),
      };
    }
    case "inquiry": {
      const f = body.fields;
      return {
        ...common,
        form: "inquiry",
        fullName: f.name,
        email: f.email,
        company: f.company,
        subject: f.subject,
        service: f.serviceType,
        message: f.message,
        privacyAccepted: false,
        ...verdicts(undefined, stamp),
      };
    }
  }
}

/** The exit offer sends only an address, so the lead says in the firm's words what was asked for. */

/** Issue 10: consultation requests (variant A), /contact inquiries (variant B) and the diagnostic test. */
export const leadRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, limiter }) => {
  const stamps = formStamps(config.sessionSecret);
  const links = newsletterLinks(config.sessionSecret, config.publicUrl);

  serve(app, leadEndpoints.stamp, {}, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { stamp: stamps.issue() };
  });

  await app.register(async (scope) => {
    const contact = scope.withTypeProvider<ZodTypeProvider>();
    contact.addContentTypeParser(FORM_POST, { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, leadFromFormPost(body as string)),
    );
    // A form the browser posted itself gets pages, not JSON: the same checks and messages, and nothing typed is lost.
    contact.setErrorHandler((error, request, reply) => {
      if (!isFormPost(request)) throw error;
      const errors = validationErrors(error);
      if (errors) return correctionPage(reply, (request.body ?? {}) as Record<string, unknown>, errors);
      if (error instanceof HttpError && error.statusCode === 429) return refusedPage(reply.headers(error.headers ?? {}), 429, error.message);
      throw error;
    });

    serve(
      contact,
      leadEndpoints.contact,
      {
        config: { csrf: "form-post" },
        // Counted before the body is read, so malformed attempts spend the budget too.
        onRequest: async (request) => limiter.hit(leadRules.contactPerIp, request.ip),
      },
      async (request, reply) => {
        const native = isFormPost(request);
        // A native post carries no token, so it speaks for nobody's session.
        const requester = native ? null : await app.optionalUser(request, reply);
        const { context } = request.body;
        const checked = stamps.check(context.formStamp, context.shownAt);
        const verdict = checked.nonce && checked.verdict === "ok" && !(await spendStamp(db, checked.nonce)) ? "spent" : checked.verdict;
        const input: LeadInput = {
          ...leadFrom(request.body, verdict),
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
          userId: requester?.id ?? null,
          reference: await nextLeadReference(db),
        };
        const draft = draftLead(input);
        const body = request.body;
        const newsletterConfirmation =
          body.form === "assessment" && body.fields.newsletter && draft.lead.status !== "spam"
            ? await (await import("./lead-mails")).subscriptionConfirmMail(links.confirmLink(body.fields.email))
            : null;
        // Rendered before the transaction: on SQLite a transaction holds the only connection.
        const templates = draft.lead.status === "spam" ? null : await import("./lead-mails");
        const mails = !templates
          ? null
          : {
              notification: await templates.leadNotificationMail(
                draft.lead,
                `${config.publicUrl}/admin/dashboard?tab=leads&lead=${draft.lead.id}`,
                config.timeZone,
              ),
              acknowledgement: await templates.leadAcknowledgementMail(draft.lead),
            };
        // The lead and everything it must send are committed together, before the visitor hears it arrived; a
        // deliver step should only queue, as on SQLite the transaction holds the one connection.
        const outcome = await db.transaction().execute(async (trx) => {
          const outcome = await recordLead(trx, draft);
          if (!outcome.created || !mails) return outcome;
          const { lead } = outcome;
          const owner = await assignNewLead(trx, lead);
          const shared = await leadNotifyInboxes(trx);
          // An owned lead is the owner's to answer: the environment's inboxes still hear of it, the console's list does not.
          const inboxes = [...new Set([...config.leadNotifyTo, ...(owner ? [owner.email.toLowerCase()] : shared)])];
          for (const to of inboxes) await app.mail.enqueue(trx, { to, replyTo: oneLine(lead.email), ...mails.notification });
          // The acknowledgement asks for drawings by reply, so a reply must reach the sales inbox, not no-reply@.
          await app.mail.enqueue(trx, {
            to: oneLine(lead.email),
            replyTo: config.leadReplyTo ?? [...config.leadNotifyTo, ...shared][0] ?? company.email,
            ...mails.acknowledgement,
          });
          if (config.leadWebhook) await enqueue(trx, { kind: CRM_WEBHOOK_JOB, payload: { leadId: lead.id }, dedupeKey: `${CRM_WEBHOOK_JOB}:${lead.id}` });
          // The newsletter is a separate consent, given only by its own box and confirmed by its own link.
          if (newsletterConfirmation && (await subscribe(trx, { email: lead.email, source: "exit-intent", ip: request.ip })).created) {
            await app.mail.enqueue(trx, { to: oneLine(lead.email), ...newsletterConfirmation });
          }
          return outcome;
        });
        if (outcome.created) app.jobs.wake();
        const reference = outcome.lead.reference ?? "";
        if (native) return reply.redirect(`${RECEIVED_PAGE}?ref=${encodeURIComponent(reference)}`, 303);
        return { success: true as const, message: leadMessages.sent, reference };
      },
    );
  });

  app.get(RECEIVED_PAGE, async (request, reply) => {
    const ref = (request.query as { ref?: unknown }).ref;
    return receivedPage(reply, typeof ref === "string" && LEAD_REFERENCE.test(ref) ? ref : null);
  });
};
