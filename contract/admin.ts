import * as z from "zod";
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE, SINGLE_LINE } from "./text";
import { roleSchema } from "./accounts";
import { accountMessages as messages } from "./messages/accounts";
import { leadStatuses } from "./leads";
import { promoBannerSchema } from "./widgets";

// The admin console's calls: every response is declared here, so an undeclared column never reaches the browser.

const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });
/** Where a cursor came from: the `next` or `previous` of an earlier page, opaque to the browser. */
const cursor = z
  .string()
  .regex(/^[\w-]{1,600}$/, "That page link is no longer valid.")
  .optional();
const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  after: cursor,
  before: cursor,
};
/** A page by key (decision 027): `total` stops at 10,000 and `capped` says there are more; `next`/`previous` are cursors or null at either end. */
const pageFields = {
  total: z.number().int(),
  capped: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
};
/** An export reads every matching row, so it takes the filters without the page. */
const unpaged = { page: true, pageSize: true, after: true, before: true } as const;
const searchText = z.string().regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().max(200).optional();
const DAY_MESSAGE = "Use a real date in the form YYYY-MM-DD";
// A calendar day that exists, in years the server's date arithmetic can represent.
const isoDay = z.iso
  .date(DAY_MESSAGE)
  .refine((d) => d >= "1970-01-01" && d <= "9998-12-31", DAY_MESSAGE)
  .optional();
/** An id in a path: text from the address bar, so no control characters reach a query. */
const idParam = z.string().min(1).max(100).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);

const recentActivitySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(leadStatuses),
  service: z.string(),
  createdAt: z.string(),
});
const signupSchema = z.object({ username: z.string(), createdAt: z.string() });

const dashboardDataSchema = z.object({
  totalUsers: z.number().int(),
  newUsersToday: z.number().int(),
  totalLeads: z.number().int(),
  newLeadsToday: z.number().int(),
  totalProjects: z.number().int(),
  activeProjects: z.number().int(),
  /** Percent of the window's leads (spam aside) now won: the last 30 days, and the 30 before. */
  conversion: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
  recentActivity: z.array(recentActivitySchema),
  recentSignups: z.array(signupSchema),
  leadsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  timeZone: z.string(),
});
export const dashboardResponse = envelope(dashboardDataSchema);
export type DashboardResponse = z.infer<typeof dashboardResponse>;

// Users
export const userSortFields = ["username", "email", "role", "createdAt", "lastLogin"] as const;
export const userListQuery = z.object({
  ...pageQuery,
  search: searchText,
  sort: z.enum(userSortFields).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export const userExportQuery = userListQuery.omit(unpaged);
const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  disabledAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListResponse = envelope(z.object({ users: z.array(adminUserSchema), ...pageFields }));
export const userResponse = envelope(adminUserSchema);
/** The users list's history of deleted accounts: when, what kind, by whom (null: the owner, self-service). */
const accountDeletionSchema = z.object({ deletedAt: z.string(), role: roleSchema, accountCreatedAt: z.string(), deletedBy: z.string().nullable() });
export const deletionsResponse = envelope(z.object({ deletions: z.array(accountDeletionSchema) }));
export const userIdParams = z.object({ id: idParam });
export const roleChangeBody = z.object({ role: roleSchema });
export const disabledChangeBody = z.object({ disabled: z.boolean() });
export const newUserBody = z.object({
  username: z
    .string({ error: messages.username })
    .trim()
    .min(3, messages.username)
    .max(50, messages.usernameLong)
    .regex(/^[\w.-]+$/, messages.usernameChars),
  email: z.string({ error: messages.email }).trim().max(254, messages.email).pipe(z.email(messages.email)),
  fullName: z
    .string()
    .regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(100, messages.fullNameLong)
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 2, messages.fullName),
  role: roleSchema.default("user"),
});
export type NewUserInput = z.input<typeof newUserBody>;

// Leads
export const leadListQuery = z.object({
  ...pageQuery,
  search: searchText,
  status: z.enum(leadStatuses).optional(),
  from: isoDay,
  to: isoDay,
  /** "me", "none" (unassigned) or a person's id. */
  owner: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional(),
  source: searchText,
  campaign: searchText,
  service: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional(),
});
export type LeadListQuery = z.input<typeof leadListQuery>;
export const leadExportQuery = leadListQuery.omit(unpaged);
const attributionRecordSchema = z.object({
  landingPage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
});
const adminLeadSchema = z.object({
  id: z.string(),
  form: z.string(),
  page: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string().nullable(),
  service: z.string(),
  serviceLabel: z.string(),
  message: z.string(),
  status: z.enum(leadStatuses),
  spamReason: z.string().nullable(),
  /** Set when the time trap doubted it; it was delivered all the same. */
  reviewReason: z.string().nullable(),
  /** What the visitor quotes, e.g. STR-2611-0042; null for leads from before references. */
  reference: z.string().nullable(),
  attribution: attributionRecordSchema,
  userId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** utm_source, else the referring site, else "direct". */
  source: z.string(),
  /** Estimated value in whole US dollars. */
  value: z.number().nullable(),
  expectedClose: z.string().nullable(),
  nextAction: z.string().nullable(),
  nextActionDate: z.string().nullable(),
  /** Why it was won or lost. */
  stageReason: z.string().nullable(),
  firstReplyAt: z.string().nullable(),
  clientCompanyId: z.string().nullable(),
  clientProjectId: z.string().nullable(),
  /** Other leads from the same address. */
  sameEmail: z.number().int(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;
export const leadListResponse = envelope(z.object({ leads: z.array(adminLeadSchema), ...pageFields }));
const leadHistoryEntrySchema = z.object({
  fromStatus: z.enum(leadStatuses).nullable(),
  toStatus: z.enum(leadStatuses),
  note: z.string().nullable(),
  changedBy: z.string().nullable(),
  at: z.string(),
});
export const leadDetailResponse = envelope(
  z.object({
    lead: adminLeadSchema,
    history: z.array(leadHistoryEntrySchema),
    /** The client account that sent it while signed in, if any. */
    account: z.object({ username: z.string(), email: z.string() }).nullable(),
  }),
);
export const leadStatusBody = z
  .object({
    status: z.enum(leadStatuses),
    note: z
      .string()
      .regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE)
      .trim()
      .max(1000)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((b) => !(b.status === "won" || b.status === "lost") || b.note, {
    message: "Say why it was won or lost: the reason is kept on the lead.",
    path: ["note"],
  });

export const subscriberListQuery = z.object({ ...pageQuery });
const subscriberSchema = z.object({
  email: z.string(),
  source: z.string(),
  consentedAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListResponse = envelope(z.object({ subscribers: z.array(subscriberSchema), ...pageFields }));

// Content
const contentItemSchema = z.object({ kind: z.enum(["service", "article"]), title: z.string(), url: z.string(), lastModified: z.string() });
export const contentResponse = envelope(z.object({ items: z.array(contentItemSchema) }));

// Settings
export const notifyInboxesBody = z.object({
  inboxes: z.array(z.string().trim().max(254).pipe(z.email(messages.email))).max(20),
});
export const settingsResponse = envelope(
  z.object({
    inboxes: z.array(z.string()),
    /** LEAD_NOTIFY_TO from the environment: always notified, not editable here. */
    environmentInboxes: z.array(z.string()),
    promoBanner: promoBannerSchema,
  }),
);
export const promoBannerBody = promoBannerSchema;

export const trafficResponse = envelope(
  z.object({
    viewsPerDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
    topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
    topReferrers: z.array(z.object({ host: z.string(), views: z.number().int() })),
  }),
);
export type SettingsResponse = z.infer<typeof settingsResponse>;
export const failedJobsResponse = envelope(
  z.object({
    jobs: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        createdAt: z.string(),
        finishedAt: z.string().nullable(),
      }),
    ),
  }),
);
export const jobIdParams = z.object({ id: idParam });
