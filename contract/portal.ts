import * as z from "zod";
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE, SINGLE_LINE } from "./text";
import { invitationMessages } from "./invitations";
import { consultationServices } from "./leads";

/** The client portal's words: what the server answers and the screens show. */
export const portalMessages = {
  noCompany: "Ask your project manager for an invitation.",
  companyCreated: "Company created.",
  invitationSent: "Invitation sent to {email}.",
  ...invitationMessages,
  alreadyMember: "This person already belongs to a company.",
  invitationPending: "An invitation to this address is already waiting to be accepted.",
  projectCreated: "Project created.",
  projectSaved: "Project saved.",
  codeTaken: "A project with this code already exists.",
  unknownCompany: "Choose a company that exists.",
  unknownCoordinator: "Choose a coordinator from the firm's staff.",
  dueBeforeStart: "The due date cannot be before the start date.",
  milestoneAdded: "Milestone added.",
  milestoneSaved: "Milestone saved.",
  messagePosted: "Message sent.",
  notFound: "Project not found.",
  milestoneNotFound: "Milestone not found.",
  onlyCompanyAdminInvites: "Only your company's portal admin can invite colleagues.",
  passwordTooShort: "Choose a password of at least 8 characters.",
  notAllowed: "Your role on this project does not allow this.",
  deliverableAdded: "Deliverable added.",
  deliverableSaved: "Deliverable saved.",
  deliverableAccepted: "Deliverable accepted.",
  deliverableNotFound: "Deliverable not found.",
  acceptOnlyIssued: "Only an issued deliverable can be accepted.",
  acceptedIsFinal: "The client accepted this deliverable; it cannot change any more.",
  threadNotFound: "Conversation not found.",
  threadSaved: "Conversation saved.",
  threadClosed: "Conversation closed.",
  subjectNeeded: "Give the new conversation a subject.",
  unknownAssignee: "Choose someone from the firm's staff.",
  ticketNotFound: "Ticket not found.",
  ticketOpened: "Ticket opened. The support team answers within one business day.",
  ticketReplied: "Reply sent.",
  ticketClosed: "Ticket closed.",
  ticketsForClients: "Support tickets are raised by a client company's people.",
  companySaved: "Company saved.",
  companyNotFound: "Company not found.",
  personSaved: "Person saved.",
  personRemoved: "Removed from the company.",
  personNotFound: "This person is not in the company.",
  resourceAdded: "Resource added.",
  resourceSaved: "Resource saved.",
  resourceRemoved: "Resource removed.",
  resourceNotFound: "Resource not found.",
  resourceFileUnknown: "Choose one of the files the site ships.",
  resourceUrlNeeded: "A link or video needs its address.",
  resourceFileMissing: "Choose a file to upload.",
  resourceFileTooLarge: "A resource file can be at most 100 MB.",
  resourceFileRefused: "This kind of file is not accepted. Upload a PDF, CSV, XLSX, DOCX, ZIP, DWG, IFC or Revit file.",
  twoFactorRequired: "{company} asks everyone on its portal to use two-step sign-in. Set it up to see your projects.",
  twoFactorKept: "{company} asks everyone on its portal to use two-step sign-in, so it stays on.",
} as const;

/** How a firm account without a full name signs to clients: a username such as "siteadmin" means nothing to them. */
export const FIRM_TEAM_NAME = "Project team";

const line = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(min, message).max(max, message);
const isoDate = z.iso.date("Use a date such as 2026-12-31.");
const id = z.string().min(1).max(64).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
const email = z.string().trim().toLowerCase().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address"));

export const idParams = z.object({ id });
export const milestoneParams = z.object({ id, milestoneId: id });
export const deliverableParams = z.object({ id, deliverableId: id });
export const threadParams = z.object({ id, threadId: id });
export const personParams = z.object({ id, userId: id });

const projectStatuses = ["active", "on_hold", "completed", "cancelled"] as const;
const projectStatusSchema = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
export const projectStatusLabels: Record<ProjectStatus, string> = { active: "Active", on_hold: "On hold", completed: "Completed", cancelled: "Canceled" };

/** The firm's stages of model development (LOD), in order. */
export const projectStages = ["LOD 100", "LOD 200", "LOD 300", "LOD 350", "LOD 400", "LOD 500"] as const;

const serviceValue = z.enum(consultationServices.map((s) => s.value) as [string, ...string[]]);
const companyRoleSchema = z.enum(["member", "admin"]);
export type CompanyRole = z.infer<typeof companyRoleSchema>;

export const companyInput = z.object({
  name: line(2, 120, "Company name must be 2 to 120 characters"),
  country: line(2, 80, "Country must be 2 to 80 characters"),
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "Choose a time zone such as Europe/London."),
  billingName: line(2, 100, "Billing contact must be 2 to 100 characters"),
  billingEmail: email,
  requiresTwoFactor: z.boolean().default(false),
});
export type CompanyInput = z.input<typeof companyInput>;

export const invitationInput = z.object({
  email,
  fullName: line(2, 100, "Full name must be 2 to 100 characters"),
  role: companyRoleSchema.default("member"),
});

export const projectInput = z
  .object({
    companyId: id,
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,23}$/, "Use 2 to 24 capital letters, digits and dashes, e.g. STR-2611-07."),
    name: line(2, 120, "Project name must be 2 to 120 characters"),
    sector: line(2, 60, "Sector must be 2 to 60 characters"),
    services: z.array(serviceValue).min(1, "Choose at least one service").max(9),
    startDate: isoDate,
    dueDate: isoDate,
    coordinatorId: id,
    status: projectStatusSchema.default("active"),
    stage: z.enum(projectStages).default("LOD 200"),
    /** What the client saved against doing the work in-house, in whole US dollars; staff enter it. */
    savedCost: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
  })
  .refine((p) => p.dueDate >= p.startDate, { message: portalMessages.dueBeforeStart, path: ["dueDate"] });
export const projectUpdate = z.object({
  name: line(2, 120, "Project name must be 2 to 120 characters").optional(),
  sector: line(2, 60, "Sector must be 2 to 60 characters").optional(),
  services: z.array(serviceValue).min(1, "Choose at least one service").max(9).optional(),
  startDate: isoDate.optional(),
  dueDate: isoDate.optional(),
  coordinatorId: id.optional(),
  status: projectStatusSchema.optional(),
  stage: z.enum(projectStages).optional(),
  savedCost: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
});

export const milestoneInput = z.object({ name: line(2, 120, "Milestone name must be 2 to 120 characters"), dueDate: isoDate });
export const milestoneUpdate = z.object({
  name: line(2, 120, "Milestone name must be 2 to 120 characters").optional(),
  dueDate: isoDate.optional(),
  completed: z.boolean().optional(),
});

const messageBody = z
  .string({ error: "Write a message" })
  .regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE)
  .trim()
  .min(1, "Write a message")
  .max(10_000, "A message holds at most 10,000 characters");
const subjectLine = line(2, 150, "Subject must be 2 to 150 characters");

/** A conversation is a message thread or an RFI: a request for information that needs an answer by a date. */
export const threadKinds = ["message", "rfi"] as const;
const threadKindSchema = z.enum(threadKinds);
export type ThreadKind = z.infer<typeof threadKindSchema>;
export const threadKindLabels: Record<ThreadKind, string> = { message: "Message", rfi: "RFI" };
const threadStatusSchema = z.enum(["open", "answered", "closed"]);
export type ThreadStatus = z.infer<typeof threadStatusSchema>;

/** A new conversation (subject, and for an RFI an answer-by date) or a reply in one (threadId). */
export const messageInput = z.object({
  subject: subjectLine.optional(),
  threadId: id.optional(),
  kind: threadKindSchema.optional(),
  dueDate: isoDate.optional(),
  body: messageBody,
});
/** The firm's handling of a conversation: who answers it, by when, and whether it is an RFI. */
export const threadUpdate = z.object({
  assigneeId: id.nullable().optional(),
  dueDate: isoDate.nullable().optional(),
  kind: threadKindSchema.optional(),
});

/** What the firm issues on a project; the register is the client's view of what is coming and what arrived. */
export const deliverableKinds = ["model", "drawing_set", "clash_report", "schedule"] as const;
const deliverableKindSchema = z.enum(deliverableKinds);
export type DeliverableKind = z.infer<typeof deliverableKindSchema>;
export const deliverableKindLabels: Record<DeliverableKind, string> = {
  model: "Model",
  drawing_set: "Drawing set",
  clash_report: "Clash report",
  schedule: "Schedule",
};
const deliverableStatuses = ["planned", "in_progress", "issued", "accepted"] as const;
const deliverableStatusSchema = z.enum(deliverableStatuses);
export type DeliverableStatus = z.infer<typeof deliverableStatusSchema>;
export const deliverableStatusLabels: Record<DeliverableStatus, string> = {
  planned: "Planned",
  in_progress: "In progress",
  issued: "Issued",
  accepted: "Accepted",
};
/** The firm moves a deliverable up to issued; only the client accepts it. */
export const firmDeliverableStatuses = ["planned", "in_progress", "issued"] as const;
const deliverableName = line(2, 120, "Deliverable name must be 2 to 120 characters");
export const deliverableInput = z.object({
  name: deliverableName,
  kind: deliverableKindSchema,
  dueDate: isoDate,
  status: z.enum(firmDeliverableStatuses).default("planned"),
});
export const deliverableUpdate = z.object({
  name: deliverableName.optional(),
  kind: deliverableKindSchema.optional(),
  dueDate: isoDate.optional(),
  status: z.enum(firmDeliverableStatuses).optional(),
});

export const companyUpdate = z.object({
  name: line(2, 120, "Company name must be 2 to 120 characters").optional(),
  country: line(2, 80, "Country must be 2 to 80 characters").optional(),
  timeZone: companyInput.shape.timeZone.optional(),
  billingName: line(2, 100, "Billing contact must be 2 to 100 characters").optional(),
  billingEmail: email.optional(),
  requiresTwoFactor: z.boolean().optional(),
});
export const personUpdate = z.object({ role: companyRoleSchema });

/** A support ticket: a question to the firm that belongs to no one project. */
export const ticketInput = z.object({ subject: subjectLine, body: messageBody });
export const ticketReply = z.object({ body: messageBody });

/** The Resources tab: a file the site ships (the guide, the templates) or a link (training videos, references). */
const resourceKinds = ["guide", "template", "video", "link"] as const;
const resourceKindSchema = z.enum(resourceKinds);
export type ResourceKind = z.infer<typeof resourceKindSchema>;
export const resourceKindLabels: Record<ResourceKind, string> = {
  guide: "BIM standards guide",
  template: "Template library",
  video: "Training video",
  link: "Reference link",
};
const httpsUrl = z
  .string()
  .trim()
  .max(500, "Use an address of at most 500 characters")
  .regex(/^https:\/\/[^\s]+$/, "Use an https:// address")
  .pipe(z.url({ protocol: /^https$/, error: "Use an https:// address" }));
const resourceFields = {
  title: line(2, 120, "Title must be 2 to 120 characters"),
  description: line(0, 300, "Description must be at most 300 characters").default(""),
  /** One of the files the build ships (server/portal/resource-files.ts), for a guide or template. */
  file: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+\.(pdf|csv)$/, "Choose one of the files the site ships.")
    .nullable()
    .default(null),
  url: httpsUrl.nullable().default(null),
};
export const resourceInput = z.object({ kind: resourceKindSchema, ...resourceFields });
/** The fields sent with an uploaded file (multipart/form-data, the file in the part `file`): a guide or a template. */
export const resourceUploadFields = z.object({
  kind: z.enum(["guide", "template"], { error: "An uploaded file is a guide or a template" }),
  title: resourceFields.title,
  description: resourceFields.description,
});
export const resourceUpdate = z.object({
  title: resourceFields.title.optional(),
  description: line(0, 300, "Description must be at most 300 characters").optional(),
  url: httpsUrl.optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});

const person = z.object({ id: z.string(), name: z.string() });
const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  timeZone: z.string(),
  billingName: z.string(),
  billingEmail: z.string(),
  requiresTwoFactor: z.boolean(),
  members: z.number(),
  projects: z.number(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

const milestoneSchema = z.object({ id: z.string(), name: z.string(), dueDate: z.string(), completedAt: z.string().nullable() });
const projectSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  sector: z.string(),
  services: z.array(z.string()),
  status: projectStatusSchema,
  stage: z.string(),
  startDate: z.string(),
  dueDate: z.string(),
  /** Completed milestones ÷ milestones, rounded; null before the first milestone is planned. */
  percentComplete: z.number().nullable(),
  savedCost: z.number().nullable(),
  coordinator: person.nullable(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

const postSchema = z.object({ id: z.string(), author: z.string(), fromFirm: z.boolean(), body: z.string(), createdAt: z.string() });
const threadSchema = z.object({
  id: z.string(),
  subject: z.string(),
  /** open: waiting for the side that did not raise it; answered: that side replied; closed. */
  status: threadStatusSchema,
  posts: z.array(postSchema),
  updatedAt: z.string(),
  kind: threadKindSchema,
  /** The firm raised it (an RFI to the client, say); the client's own questions are false. */
  raisedByFirm: z.boolean(),
  /** Who answers for the firm, and by when; the firm sets both. */
  assignee: person.nullable(),
  dueDate: z.string().nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

const deliverableSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: deliverableKindSchema,
  dueDate: z.string(),
  status: deliverableStatusSchema,
  issuedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

const projectDetailSchema = projectSummarySchema.extend({
  milestones: z.array(milestoneSchema),
  team: z.array(person.extend({ side: z.enum(["firm", "client"]) })),
  deliverables: z.array(deliverableSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const coordinatorsResponse = z.object({ success: z.literal(true), coordinators: z.array(person) });
export const companiesResponse = z.object({ success: z.literal(true), companies: z.array(companySchema) });
export const companyResponse = z.object({ success: z.literal(true), message: z.string(), company: companySchema });
export const projectsResponse = z.object({ success: z.literal(true), projects: z.array(projectSummarySchema) });
export const projectResponse = z.object({ success: z.literal(true), project: projectDetailSchema });
export const projectSavedResponse = z.object({ success: z.literal(true), message: z.string(), project: projectDetailSchema });
export const threadsResponse = z.object({ success: z.literal(true), threads: z.array(threadSchema) });
export const threadResponse = z.object({ success: z.literal(true), message: z.string(), thread: threadSchema });
/** The client's own figures; every number counts rows that exist, never samples. */
export const clientDashboardResponse = z.object({
  success: z.literal(true),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  activeProjects: z.number(),
  /** Sum of the projects' saved cost; null when staff entered none, so the card is hidden. */
  savedCost: z.number().nullable(),
  openThreads: z.number(),
  recentProjects: z.array(projectSummarySchema),
  upcomingMilestones: z.array(milestoneSchema.extend({ projectId: z.string(), projectName: z.string() })),
  /** Planned and in-progress deliverables of active projects, soonest first. */
  upcomingDeliverables: z.array(deliverableSchema.extend({ projectId: z.string(), projectName: z.string() })),
  /** The company's support tickets not yet closed. */
  openTickets: z.number(),
  /** Conversations the firm raised (RFIs, mostly) that wait for the client's answer. */
  awaitingClient: z.number(),
});
export type ClientDashboard = z.infer<typeof clientDashboardResponse>;

/** What happened on a project, newest first: the project page's Activity. */
const activityKinds = [
  "project_created",
  "milestone_done",
  "deliverable_issued",
  "deliverable_accepted",
  "thread_started",
  "message_posted",
  "thread_closed",
  "member_added",
] as const;
const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(activityKinds),
  /** What it is about: a milestone's or deliverable's name, a conversation's subject, a person's name. */
  subject: z.string(),
  /** Who did it; "Former member" once their account is gone, null for the system. */
  actor: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activitySchema>;
export const activityResponse = z.object({ success: z.literal(true), activity: z.array(activitySchema) });

export const deliverableResponse = z.object({ success: z.literal(true), message: z.string(), deliverable: deliverableSchema });

const ticketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: threadStatusSchema,
  companyId: z.string(),
  companyName: z.string(),
  raisedBy: z.string(),
  assignee: person.nullable(),
  posts: z.array(postSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
const ticketSummarySchema = ticketSchema.omit({ posts: true }).extend({ replies: z.number() });
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketsResponse = z.object({ success: z.literal(true), tickets: z.array(ticketSummarySchema) });
export const ticketResponse = z.object({ success: z.literal(true), ticket: ticketSchema });
export const ticketSavedResponse = z.object({ success: z.literal(true), message: z.string(), ticket: ticketSchema });

const resourceSchema = z.object({
  id: z.string(),
  kind: resourceKindSchema,
  title: z.string(),
  description: z.string(),
  /** Where the button goes: the signed-in download of a shipped file, or the link itself. */
  href: z.string(),
  file: z.string().nullable(),
  /** "PDF, 412 KB"; null for links. */
  format: z.string().nullable(),
  position: z.number(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourcesResponse = z.object({ success: z.literal(true), resources: z.array(resourceSchema) });
export const resourceResponse = z.object({ success: z.literal(true), message: z.string(), resource: resourceSchema });
export const resourceFilesResponse = z.object({
  success: z.literal(true),
  files: z.array(z.object({ file: z.string(), title: z.string(), kind: z.enum(["guide", "template"]), format: z.string() })),
});

const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: companyRoleSchema,
  addedAt: z.string(),
  lastLogin: z.string().nullable(),
  twoFactor: z.boolean(),
});
export type CompanyMember = z.infer<typeof memberSchema>;
const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: companyRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const companyPeopleResponse = z.object({
  success: z.literal(true),
  members: z.array(memberSchema),
  invitations: z.array(pendingInvitationSchema),
});

/** The firm's inbox: every project conversation and support ticket, those waiting for the firm first. */
const inboxItemSchema = z.object({
  id: z.string(),
  source: z.enum(["project", "ticket"]),
  projectId: z.string().nullable(),
  projectCode: z.string().nullable(),
  companyName: z.string(),
  subject: z.string(),
  kind: z.enum(["message", "rfi", "ticket"]),
  status: threadStatusSchema,
  /** Whose turn it is: the firm's when the client wrote last on an open thread. */
  waitingOn: z.enum(["firm", "client"]).nullable(),
  dueDate: z.string().nullable(),
  assignee: person.nullable(),
  updatedAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxResponse = z.object({ success: z.literal(true), items: z.array(inboxItemSchema), waitingOnFirm: z.number() });
