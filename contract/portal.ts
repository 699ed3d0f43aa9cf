import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, MULTI_LINE, SINGLE_LINE } from "./text";
import { consultationServices } from "./leads";

/** The client portal's words: what the server answers and the screens show. */
export const portalMessages = {
  noCompany: "Ask your project manager for an invitation.",
  companyCreated: "Company created.",
  invitationSent: "Invitation sent to {email}.",
  invitationInvalid: "This invitation is invalid or has expired. Ask your project manager for a new one.",
  invitationAccepted: "Welcome aboard. You can now sign in with your email address.",
  invitationLinked: "Your existing account is now linked to {company}. Sign in with your usual password.",
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
  notAllowed: "Your role on this project does not allow this.",
} as const;

const line = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(min, message).max(max, message);
const isoDate = z.iso.date("Use a date such as 2026-12-31.");
const id = z.string().min(1).max(64).regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
const email = z.string().trim().toLowerCase().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address"));

export const idParams = z.object({ id });
export const milestoneParams = z.object({ id, milestoneId: id });

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

export const invitationToken = z.object({ token: z.string().min(20).max(200) });
export const acceptInvitationInput = invitationToken.extend({
  password: z.string().min(8, "Password must be at least 8 characters").max(128, "Password must be at most 128 characters").optional(),
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

export const messageInput = z.object({
  subject: line(2, 150, "Subject must be 2 to 150 characters").optional(),
  threadId: id.optional(),
  body: z.string().regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE).trim().min(1, "Write a message").max(10_000, "A message holds at most 10,000 characters"),
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
  status: z.enum(["open", "answered", "closed"]),
  posts: z.array(postSchema),
  updatedAt: z.string(),
});
export type Thread = z.infer<typeof threadSchema>;

const projectDetailSchema = projectSummarySchema.extend({
  milestones: z.array(milestoneSchema),
  team: z.array(person.extend({ side: z.enum(["firm", "client"]) })),
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
export const invitationLookupResponse = z.object({
  success: z.literal(true),
  email: z.string(),
  fullName: z.string(),
  company: z.string(),
  /** An account with this verified address exists: accepting links it, no new password. */
  existingAccount: z.boolean(),
});

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
});
export type ClientDashboard = z.infer<typeof clientDashboardResponse>;
