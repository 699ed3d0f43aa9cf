import * as z from "zod";
import { type LeadStatus, leadStatuses } from "./leads";
import { projectStages } from "./portal";
import { serviceFormValues } from "./service-list";
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE, SINGLE_LINE } from "./text";

// Issue 25, the sales pipeline: what the console sends and reads to run a week of sales.

/** The board's columns in order; spam is kept out of the pipeline. */
export const pipelineStages = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const satisfies readonly LeadStatus[];
export type PipelineStage = (typeof pipelineStages)[number];
export const stageLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
/** Stages still being worked: the digest and "untouched" read only these. */
export const openStages = ["new", "contacted", "qualified", "proposal"] as const satisfies readonly LeadStatus[];
/** Won and lost columns show what closed in this many days, so the board stays this quarter's, not all time. */
export const CLOSED_WINDOW_DAYS = 90;
/** Cards drawn per column; the column's count and value still cover every lead in it. */
export const BOARD_CARDS = 30;
/** The site promises a reply within a day. */
export const REPLY_PROMISE_HOURS = 24;

export const pipelineMessages = {
  reasonRequired: "Say why it was won or lost: the reason is kept on the lead.",
  unknownOwner: "Choose an owner from the firm's people.",
  saved: "Lead saved.",
  replyQueued: "Reply queued to {email}.",
  noteAdded: "Added to the timeline.",
  merged: "Leads merged.",
  notDuplicate: "Only leads from the same email address can be merged.",
  sameLead: "A lead cannot be merged into itself.",
  won: "Marked won: {company} now has the project {code}.",
  wonInvited: "Marked won: {company} now has the project {code}, and {email} is invited to the portal.",
  noEmail: "This lead has no email address, so there is nobody to reply to.",
  filterSaved: "Filter saved.",
  filterDeleted: "Filter deleted.",
  filterTaken: "You already have a filter with this name.",
  settingsSaved: "Pipeline settings saved.",
  digestSaved: "Digest preference saved.",
  erased: "Erased {email}: {leads} leads anonymised, {subscribers} subscriptions and {invitations} invitations removed.",
  notFound: "No such lead",
  filterNotFound: "No such saved filter",
  tooManyFilters: "Keep at most {max} saved filters: delete one first.",
  digestLoaded: "Digest preference loaded",
  alreadyClient: "This lead is already a client project.",
  codeTaken: "A project with this code already exists.",
  unknownCompany: "Choose a company that exists.",
} as const;

const line = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(min, message).max(max, message);
const text = (max: number, message: string) =>
  z.string({ error: message }).regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(1, message).max(max, message);
const day = z.iso.date("Use a date such as 2026-12-31.");
const id = z.string().min(1).max(100).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
const email = z.string().trim().toLowerCase().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address"));
const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "Choose a time zone such as Europe/London.");
const reason = line(3, 300, "The reason must be 3 to 300 characters");

/** PATCH /api/admin/leads/:id: any of the pipeline fields; null clears one. Won and lost need a reason. */
export const leadUpdateBody = z
  .object({
    owner: id.nullable().optional(),
    stage: z.enum(leadStatuses).optional(),
    reason: reason.optional(),
    value: z
      .number()
      .int("Use whole dollars")
      .min(0, "The value cannot be negative")
      .max(1_000_000_000, "Keep the value under $1,000,000,000")
      .nullable()
      .optional(),
    expectedClose: day.nullable().optional(),
    nextAction: line(2, 200, "The next action must be 2 to 200 characters").nullable().optional(),
    nextActionDate: day.nullable().optional(),
  })
  .refine((b) => !(b.stage === "won" || b.stage === "lost") || b.reason, { message: pipelineMessages.reasonRequired, path: ["reason"] });

export const replyBody = z.object({
  subject: line(2, 200, "The subject must be 2 to 200 characters"),
  body: text(20_000, "Write the reply (at most 20,000 characters)"),
});

const activityKinds = ["note", "call", "meeting", "proposal", "reply", "assignment", "merge", "won"] as const;
export type LeadActivityKind = (typeof activityKinds)[number];
/** What a person logs by hand; replies, assignments, merges and wins are written by their own actions. */
export const loggedKinds = ["note", "call", "meeting", "proposal"] as const satisfies readonly LeadActivityKind[];
export const activityLabels: Record<LeadActivityKind, string> = {
  note: "Note",
  call: "Call",
  meeting: "Meeting",
  proposal: "Proposal sent",
  reply: "Email reply",
  assignment: "Assigned",
  merge: "Merged",
  won: "Won",
};
export const noteBody = z.object({
  kind: z.enum(loggedKinds).default("note"),
  body: text(5000, "Write the note (at most 5,000 characters)"),
});

export const mergeBody = z.object({ duplicateId: id });

const serviceValue = z.enum(serviceFormValues as unknown as [string, ...string[]], { error: "Choose a service" });
/** POST /api/admin/leads/:id/won: an existing company or a new one, the project, and whether to invite the contact. */
export const wonBody = z
  .object({
    reason,
    companyId: id.optional(),
    company: z
      .object({
        name: line(2, 120, "Company name must be 2 to 120 characters"),
        country: line(2, 80, "Country must be 2 to 80 characters"),
        timeZone: timeZoneSchema,
      })
      .optional(),
    project: z
      .object({
        code: z
          .string()
          .trim()
          .regex(/^[A-Z0-9][A-Z0-9-]{1,23}$/, "Use 2 to 24 capital letters, digits and dashes, e.g. STR-2611-07."),
        name: line(2, 120, "Project name must be 2 to 120 characters"),
        sector: line(2, 60, "Sector must be 2 to 60 characters"),
        service: serviceValue,
        startDate: day,
        dueDate: day,
        stage: z.enum(projectStages).default("LOD 200"),
      })
      .refine((p) => p.dueDate >= p.startDate, { message: "The due date cannot be before the start date.", path: ["dueDate"] }),
    invite: z.boolean().default(true),
  })
  .refine((b) => Boolean(b.companyId) !== Boolean(b.company), { message: "Pick a company or name a new one.", path: ["companyId"] });

/** The lead's service as a project service: variant B's broad choices map to the closest of the nine. */
export const projectServiceFor = (leadService: string): string | null => {
  if ((serviceFormValues as readonly string[]).includes(leadService)) return leadService;
  const broad: Record<string, string> = {
    bim: "bim-services",
    structural: "structural-detailing",
    mechanical: "mep-design",
    electrical: "mep-design",
    civil: "civil-3d",
  };
  return broad[leadService] ?? null;
};

const ownerSchema = z.object({ id: z.string(), name: z.string() });
const boardCardSchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  serviceLabel: z.string(),
  value: z.number().nullable(),
  expectedClose: z.string().nullable(),
  nextAction: z.string().nullable(),
  nextActionDate: z.string().nullable(),
  owner: ownerSchema.nullable(),
  createdAt: z.string(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;
export const boardQuery = z.object({ owner: z.union([z.literal("me"), z.literal("none"), id]).optional() });
export const boardResponse = z.object({
  success: z.literal(true),
  columns: z.array(z.object({ stage: z.enum(pipelineStages), count: z.number().int(), value: z.number(), cards: z.array(boardCardSchema) })),
  closedWindowDays: z.number().int(),
});

export const peopleResponse = z.object({ success: z.literal(true), people: z.array(ownerSchema.extend({ email: z.string() })) });

const mailStates = ["queued", "retrying", "sent", "failed"] as const;
export type MailState = (typeof mailStates)[number];
const timelineEntrySchema = z.object({
  id: z.string(),
  kind: z.union([z.enum(activityKinds), z.literal("status")]),
  at: z.string(),
  author: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  fromStatus: z.enum(leadStatuses).nullable(),
  toStatus: z.enum(leadStatuses).nullable(),
  /** A reply's delivery, from the job queue. */
  mail: z.object({ state: z.enum(mailStates), error: z.string().nullable() }).nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export const timelineResponse = z.object({
  success: z.literal(true),
  entries: z.array(timelineEntrySchema),
  /** Other leads from the same address, newest first, to show together and merge. */
  sameEmail: z.array(
    z.object({ id: z.string(), reference: z.string().nullable(), status: z.enum(leadStatuses), subject: z.string().nullable(), createdAt: z.string() }),
  ),
});

const savedFilterSchema = z.object({
  search: z.string().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
  owner: z.string().max(100).optional(),
  source: z.string().max(100).optional(),
  campaign: z.string().max(200).optional(),
  service: z.string().max(100).optional(),
  from: z.string().max(10).optional(),
  to: z.string().max(10).optional(),
});
export type SavedFilterFields = z.infer<typeof savedFilterSchema>;
export const savedFilterBody = z.object({ name: line(1, 60, "Name the filter (at most 60 characters)"), filter: savedFilterSchema });
export const savedFiltersResponse = z.object({
  success: z.literal(true),
  filters: z.array(z.object({ id: z.string(), name: z.string(), filter: savedFilterSchema })),
});

const templateSchema = z.object({
  name: line(2, 80, "Template name must be 2 to 80 characters"),
  subject: line(2, 200, "Template subject must be 2 to 200 characters"),
  body: text(20_000, "Write the template's text"),
});
export type ReplyTemplate = z.infer<typeof templateSchema>;
export const templatesResponse = z.object({ success: z.literal(true), templates: z.array(templateSchema.extend({ id: z.string() })) });

const assignmentRulesSchema = z.object({
  /** The first rule naming the lead's service decides; otherwise the rotation takes its turn. */
  byService: z.array(z.object({ service: z.string().min(1).max(100), ownerId: id })).max(50),
  /** Round-robin over these people, in order; empty means no rotation. */
  rotation: z.array(id).max(50),
});
export type AssignmentRules = z.infer<typeof assignmentRulesSchema>;
export const pipelineSettingsBody = z.object({ assignment: assignmentRulesSchema, templates: z.array(templateSchema).max(30) });
export const pipelineSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  assignment: assignmentRulesSchema,
  templates: z.array(templateSchema.extend({ id: z.string() })),
});

export const digestPreferenceBody = z.object({ enabled: z.boolean(), timeZone: timeZoneSchema });
export const digestPreferenceResponse = z.object({ success: z.literal(true), message: z.string(), enabled: z.boolean(), timeZone: z.string() });

export const eraseBody = z.object({ email });
export const eraseResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  erased: z.object({ leads: z.number().int(), subscribers: z.number().int(), invitations: z.number().int() }),
});

const countRow = z.object({ key: z.string(), label: z.string(), counts: z.array(z.number().int()), total: z.number().int() });
export const leadReportQuery = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });
export const leadReportResponse = z.object({
  success: z.literal(true),
  /** YYYY-MM, oldest first, in the firm's time zone. */
  months: z.array(z.string()),
  bySource: z.array(countRow),
  byCampaign: z.array(countRow),
  byService: z.array(countRow),
  timeZone: z.string(),
});
export const funnelResponse = z.object({
  success: z.literal(true),
  windowDays: z.number().int(),
  visits: z.number().int(),
  leads: z.number().int(),
  qualified: z.number().int(),
  won: z.number().int(),
  /** Won ÷ leads, percent: the overview card's Conversion Rate, the same figure. */
  conversion: z.number().nullable(),
  previousConversion: z.number().nullable(),
  firstReply: z.object({
    /** Median seconds from arrival to the first reply, call or meeting; null with none. */
    medianSeconds: z.number().nullable(),
    replied: z.number().int(),
    withinPromise: z.number().int(),
    /** Open leads older than the promise that nobody has answered yet. */
    waitingPastPromise: z.number().int(),
    promiseHours: z.number().int(),
  }),
});

export const messageReply = z.object({ success: z.literal(true), message: z.string() });
export const pipelineIdParams = z.object({ id });
