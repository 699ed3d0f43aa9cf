import type {
  ActivityItem,
  CompanyRole,
  DeliverableKind,
  DeliverableStatus,
  ProjectStatus,
  ResourceKind,
  ThreadKind,
  ThreadStatus,
} from "../../contract/portal";
import type { Generated } from "kysely";
import type { Flag } from "../platform/flag";

/** The client portal's tables; timestamps are ISO-8601 UTC strings, dates YYYY-MM-DD, in both dialects. */
interface CompaniesTable {
  id: string;
  name: string;
  country: string;
  /** IANA zone, e.g. Europe/London: dates in mails and digests read in it. */
  time_zone: string;
  billing_name: string;
  billing_email: string;
  requires_two_factor: Flag;
  created_at: string;
}

interface CompanyMembersTable {
  user_id: string;
  company_id: string;
  /** A company's own admin may invite colleagues of the same company. */
  role: CompanyRole;
  added_at: string;
}

interface CompanyInvitationsTable {
  id: string;
  company_id: string;
  /** Lower-cased. */
  email: string;
  full_name: string;
  role: CompanyRole;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

interface ProjectsTable {
  id: string;
  company_id: string;
  code: string;
  name: string;
  sector: string;
  /** JSON array of service form values. */
  services: string;
  status: ProjectStatus;
  stage: string;
  start_date: string;
  due_date: string;
  coordinator_id: string | null;
  saved_cost: number | null;
  created_at: string;
  updated_at: string;
}

interface ProjectMilestonesTable {
  id: string;
  project_id: string;
  name: string;
  due_date: string;
  completed_at: string | null;
  created_at: string;
}

interface ProjectThreadsTable {
  id: string;
  project_id: string;
  subject: string;
  /** open: waiting for the side that did not raise it; answered: that side wrote last. */
  status: ThreadStatus;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  kind: Generated<ThreadKind>;
  raised_by_firm: Generated<Flag>;
  /** Who answers for the firm; a firm account, or null. */
  assignee_id: string | null;
  due_date: string | null;
}

interface ProjectPostsTable {
  id: string;
  thread_id: string;
  author_id: string | null;
  from_firm: Flag;
  body: string;
  created_at: string;
}

interface ProjectDeliverablesTable {
  id: string;
  project_id: string;
  name: string;
  kind: DeliverableKind;
  due_date: string;
  status: DeliverableStatus;
  issued_at: string | null;
  accepted_at: string | null;
  accepted_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A client company's question to the firm that belongs to no one project. */
interface SupportTicketsTable {
  id: string;
  company_id: string;
  subject: string;
  status: ThreadStatus;
  created_by: string | null;
  assignee_id: string | null;
  created_at: string;
  updated_at: string;
}

interface SupportTicketPostsTable {
  id: string;
  ticket_id: string;
  author_id: string | null;
  from_firm: Flag;
  body: string;
  created_at: string;
}

interface ProjectActivityTable {
  id: string;
  project_id: string;
  kind: ActivityItem["kind"];
  subject: string;
  actor_id: string | null;
  created_at: string;
}

/** A person's weekly digest for an ISO week (2026-W48), written with its mail: once per person and week. */
interface PortalDigestsTable {
  user_id: string;
  week: string;
  items: number;
  created_at: string;
}

interface PortalResourcesTable {
  id: string;
  kind: ResourceKind;
  title: string;
  description: string;
  /** A file the build ships in build/resources, or null for a link. */
  file: string | null;
  url: string | null;
  /** A file staff uploaded: its key in server/storage, the name it downloads under, its type and size. */
  stored_key: string | null;
  stored_name: string | null;
  stored_type: string | null;
  stored_bytes: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

export interface PortalTables {
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  projects: ProjectsTable;
  project_milestones: ProjectMilestonesTable;
  project_threads: ProjectThreadsTable;
  project_posts: ProjectPostsTable;
  project_deliverables: ProjectDeliverablesTable;
  support_tickets: SupportTicketsTable;
  support_ticket_posts: SupportTicketPostsTable;
  project_activity: ProjectActivityTable;
  portal_digests: PortalDigestsTable;
  portal_resources: PortalResourcesTable;
}

declare module "../platform/schema" {
  interface Database extends PortalTables {}
}
