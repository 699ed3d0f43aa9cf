import * as z from "zod";
import { consultationServices, type InquiryServiceType, inquiryServiceTypes } from "./lead-fields";
import { leadMessages } from "./messages/leads";
import { MULTI_LINE, SINGLE_LINE } from "./text";

// The choices and form names live in the zod-free lead-fields.ts; code that also takes the schemas finds them here too.
export { type ConsultationService, consultationServices, type InquiryServiceType, inquiryServiceTypes, type LeadForm } from "./lead-fields";

const consultationServiceValues: readonly string[] = consultationServices.map((s) => s.value);

/** One human label per stored service value, for the admin list, the mails and the CSV. */
const serviceLabels: ReadonlyMap<string, string> = new Map([...consultationServices, ...inquiryServiceTypes].map((s) => [s.value, s.label]));
export const serviceLabel = (value: string): string => serviceLabels.get(value) ?? value;

export const leadStatuses = ["new", "contacted", "qualified", "proposal", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

const newsletterSources = ["footer", "exit-intent"] as const;
/** Where a subscription came from: a form's box, or "profile" (the signed-in person's own preference). */
export type NewsletterSource = (typeof newsletterSources)[number] | "profile";

const line = (min: number, max: number, short: string, long: string) =>
  z.string({ error: short }).regex(SINGLE_LINE, leadMessages.controlCharacters).trim().min(min, short).max(max, long);
const optionalLine = (max: number, long: string) => z.string().regex(SINGLE_LINE, leadMessages.controlCharacters).trim().max(max, long).optional();

/** Checked before trimming, so an address ending in a line break is refused, not repaired. */
const leadEmail = z
  .string({ error: leadMessages.email })
  .regex(SINGLE_LINE, leadMessages.email)
  .trim()
  .max(254, leadMessages.email)
  .pipe(z.email(leadMessages.email));
const message = z
  .string({ error: leadMessages.message })
  .regex(MULTI_LINE, leadMessages.controlCharacters)
  .trim()
  .min(10, leadMessages.message)
  .max(5000, leadMessages.messageLong);

/** Variant A: the consultation section of the home, service and about pages. */
export const consultationFormSchema = z.object({
  fullName: line(2, 100, leadMessages.name, leadMessages.nameLong),
  email: leadEmail,
  // Plain string and boolean in, so the form can start on the disabled placeholder and an unticked box.
  service: z.string({ error: leadMessages.service }).refine((v) => consultationServiceValues.includes(v), leadMessages.service),
  message,
  privacy: z.boolean({ error: leadMessages.privacy }).refine((v) => v, leadMessages.privacy),
  phone: optionalLine(30, leadMessages.phone),
  // The honeypot: people never see it, so anything in it marks a robot.
  hp_check: z.string().max(500).optional(),
});
export type ConsultationForm = z.input<typeof consultationFormSchema>;

/** The diagnostic page's contact test (spec 02): variant A without service and consent. */
const testPageContactSchema = z.object({
  fullName: line(2, 100, leadMessages.name, leadMessages.nameLong),
  email: leadEmail,
  message,
  phone: optionalLine(30, leadMessages.phone),
  hp_check: z.string().max(500).optional(),
});

/** The exit-intent offer: a work email for a free written assessment; the newsletter only with its own opt-in. */
const assessmentFormSchema = z.object({
  email: leadEmail,
  newsletter: z.boolean().optional(),
  hp_check: z.string().max(500).optional(),
});
export type AssessmentForm = z.input<typeof assessmentFormSchema>;

/** Variant B: the /contact page. */
export const inquiryFormSchema = z.object({
  name: line(2, 100, leadMessages.name, leadMessages.nameLong),
  email: leadEmail,
  company: optionalLine(150, leadMessages.company),
  subject: line(3, 200, leadMessages.subject, leadMessages.subjectLong),
  message,
  serviceType: z
    .enum(inquiryServiceTypes.map((s) => s.value) as [InquiryServiceType, ...InquiryServiceType[]], { error: leadMessages.service })
    .default("general"),
});
export type InquiryForm = z.input<typeof inquiryFormSchema>;

const attributionText = z.string().regex(SINGLE_LINE).max(1000).optional();
/** First touch: where the visitor landed and from where, captured once by the browser. */
export const attributionSchema = z.object({
  landingPage: attributionText,
  referrer: attributionText,
  utmSource: attributionText,
  utmMedium: attributionText,
  utmCampaign: attributionText,
  utmTerm: attributionText,
  utmContent: attributionText,
});
export type Attribution = z.infer<typeof attributionSchema>;

/** What every form sends besides its fields; the diagnostic page sends none of it. */
const submissionContextSchema = z.object({
  idempotencyKey: z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
  formStamp: z.string().max(200).optional(),
  page: z.string().regex(SINGLE_LINE).max(500).optional(),
  attribution: attributionSchema.optional(),
  /** When the page was first painted (epoch ms): the time trap's clock starts there, not when the code ran. */
  shownAt: z.number().int().positive().optional(),
});
export type SubmissionContext = z.infer<typeof submissionContextSchema>;

const has = (body: object, key: string) => key in body;

/**
 * POST /api/contact: one body, three shapes told apart by their fields (variant A has fullName and a service or
 * consent; the diagnostic test has fullName alone; variant B has name). Field errors keep their paths.
 */
export const contactRequestSchema = z.looseObject({}).transform((body, ctx) => {
  const context = submissionContextSchema.catch({}).parse(body);
  const pick = <S extends z.ZodType>(schema: S): z.output<S> | typeof z.NEVER => {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  };
  // A form posted natively names itself: its unticked boxes and unchosen selects are simply absent.
  switch ((body as { form?: unknown }).form) {
    case "consultation":
      return { form: "consultation" as const, fields: pick(consultationFormSchema), context };
    case "inquiry":
      return { form: "inquiry" as const, fields: pick(inquiryFormSchema), context };
    case "test-page":
      return { form: "test-page" as const, fields: pick(testPageContactSchema), context };
    case "assessment":
      return { form: "assessment" as const, fields: pick(assessmentFormSchema), context };
  }
  if (has(body, "fullName") && !has(body, "service") && !has(body, "privacy")) {
    return { form: "test-page" as const, fields: pick(testPageContactSchema), context };
  }
  if (has(body, "fullName")) return { form: "consultation" as const, fields: pick(consultationFormSchema), context };
  return { form: "inquiry" as const, fields: pick(inquiryFormSchema), context };
});
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** `reference` is what the visitor quotes when writing back, e.g. STR-2611-0042. */
export const contactResponse = z.object({ success: z.literal(true), message: z.string(), reference: z.string() });
export const formStampResponse = z.object({ stamp: z.string() });

export const newsletterRequestSchema = z.object({
  email: leadEmail,
  source: z.enum(newsletterSources).default("footer"),
});
export const newsletterResponse = z.object({ success: z.literal(true), message: z.string() });

/** A signed-in person's own subscription, under Profile → Preferences. */
export const newsletterPreferenceResponse = z.object({ state: z.enum(["subscribed", "pending", "none"]) });
export type NewsletterPreference = z.infer<typeof newsletterPreferenceResponse>;
export const newsletterPreferenceBody = z.object({ subscribed: z.boolean() });
