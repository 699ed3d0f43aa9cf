import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  type ContactResponse, consultationFormSchema, type FormStampResponse, inquiryFormSchema, leadMessages, type NewsletterResponse,
  newsletterRequestSchema, type SubmissionContext, submissionContextSchema,
} from "../../contract/leads";
import { company } from "../../content/company";
import { leadNotifyInboxes } from "../admin/notify-inboxes";
import type { Config } from "../platform/config";
import type { Db } from "../platform/database";
import { enqueue } from "../platform/jobs";
import type { RateLimiter, RateRule } from "../platform/rate-limit";
import { CRM_WEBHOOK_JOB, registerCrmWebhook } from "./crm-webhook";
import { formStamps } from "./form-stamp";
import { leadAcknowledgementMail, leadNotificationMail, oneLine, subscriberWelcomeMail } from "./lead-mails";
import { type LeadInput, recordLead } from "./leads";
import { subscribe, unsubscribe, unsubscribeLinks } from "./subscribers";

/** The budgets before RATE_LIMIT_FACTOR; docs/security.md lists them. */
export const leadRules = {
  contactPerIp: { name: "contact-ip", max: 10, windowSeconds: 15 * 60, message: leadMessages.tooMany },
  newsletterPerIp: { name: "newsletter-ip", max: 10, windowSeconds: 15 * 60, message: leadMessages.tooMany },
} satisfies Record<string, RateRule>;

type Options = { db: Db; config: Config; limiter: RateLimiter };

const hasKey = (body: unknown, key: string) => typeof body === "object" && body !== null && key in body;

/** Issue 10: consultation requests (variant A), /contact enquiries (variant B) and the newsletter. */
export async function leadRoutes(app: FastifyInstance, { db, config, limiter }: Options) {
  const stamps = formStamps(config.sessionSecret);
  const links = unsubscribeLinks(config.sessionSecret, config.publicUrl);
  if (config.leadWebhook) registerCrmWebhook(app.jobs, db, config.leadWebhook);

  app.get("/api/contact/stamp", async (_request, reply): Promise<FormStampResponse> => {
    reply.header("cache-control", "no-store");
    return { stamp: stamps.issue() };
  });

  app.post("/api/contact", async (request, reply): Promise<ContactResponse> => {
    await limiter.hit(leadRules.contactPerIp, request.ip);
    const context: SubmissionContext = submissionContextSchema.catch({}).parse(request.body);
    const verdict = stamps.check(context.formStamp);
    const trapped = verdict === "too-fast" ? "time-trap" : verdict === "forged" ? "forged-stamp" : null;
    const common = {
      page: context.page, attribution: context.attribution, idempotencyKey: context.idempotencyKey,
      ip: request.ip, userAgent: request.headers["user-agent"] ?? null,
      userId: (await app.optionalUser(request, reply))?.id ?? null,
    };
    let input: LeadInput;
    if (hasKey(request.body, "fullName")) {
      const form = consultationFormSchema.parse(request.body);
      input = {
        ...common, form: "consultation", fullName: form.fullName, email: form.email, phone: form.phone, service: form.service,
        message: form.message, privacyAccepted: form.privacy, spamReason: form.hp_check?.trim() ? "honeypot" : trapped,
      };
    } else {
      const form = inquiryFormSchema.parse(request.body);
      input = {
        ...common, form: "inquiry", fullName: form.name, email: form.email, company: form.company, subject: form.subject,
        service: form.serviceType, message: form.message, privacyAccepted: false, spamReason: trapped,
      };
    }
    const outcome = await recordLead(db, input, async (trx, lead) => {
      const notification = await leadNotificationMail(lead, `${config.publicUrl}/admin/dashboard`);
      for (const to of new Set([...config.leadNotifyTo, ...(await leadNotifyInboxes(trx))])) await app.mail.enqueue(trx, { to, replyTo: oneLine(lead.email), ...notification });
      await app.mail.enqueue(trx, { to: oneLine(lead.email), ...(await leadAcknowledgementMail(lead)) });
      if (config.leadWebhook) await enqueue(trx, { kind: CRM_WEBHOOK_JOB, payload: { leadId: lead.id }, dedupeKey: `${CRM_WEBHOOK_JOB}:${lead.id}` });
    });
    if (outcome.created) app.jobs.wake();
    return { success: true, message: leadMessages.sent };
  });

  app.post("/api/newsletter", async (request): Promise<NewsletterResponse> => {
    await limiter.hit(leadRules.newsletterPerIp, request.ip);
    const input = newsletterRequestSchema.parse(request.body);
    const welcome = await subscriberWelcomeMail(links.link(input.email));
    // Only a first consent is mailed: repeating a stranger's address cannot turn the site into a mail cannon.
    const created = await db.transaction().execute(async (trx) => {
      const outcome = await subscribe(trx, { email: input.email, source: input.source, ip: request.ip });
      if (outcome.created) await app.mail.enqueue(trx, { to: oneLine(input.email), ...welcome });
      return outcome.created;
    });
    if (created) app.jobs.wake();
    return { success: true, message: leadMessages.subscribed };
  });

  app.get("/api/newsletter/unsubscribe", async (request, reply) => {
    const query = z.object({ email: z.string().max(254), token: z.string().max(100) }).safeParse(request.query);
    if (!query.success || !links.verify(query.data.email, query.data.token)) return page(reply, 400, leadMessages.unsubscribeInvalid);
    await unsubscribe(db, query.data.email);
    return page(reply, 200, leadMessages.unsubscribed);
  });
}

/** The unsubscribe link is opened from a mail, so it answers a person with a page, not JSON. */
function page(reply: FastifyReply, status: number, message: string) {
  reply.header("cache-control", "no-store");
  return reply.code(status).type("text/html; charset=utf-8").send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Newsletter - ${company.name}</title></head>` +
    `<body><main><h1>${company.name}</h1><p>${message}</p><p><a href="/">Back to the website</a></p></main></body></html>`,
  );
}
