import type { CompanyRole, ProjectStatus } from "../../contract/portal";
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
  status: "open" | "answered" | "closed";
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

interface ProjectPostsTable {
  id: string;
  thread_id: string;
  author_id: string | null;
  from_firm: Flag;
  body: string;
  created_at: string;
}

export interface PortalTables {
  companies: CompaniesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  projects: ProjectsTable;
  project_milestones: ProjectMilestonesTable;
  project_threads: ProjectThreadsTable;
  project_posts: ProjectPostsTable;
}

declare module "../platform/schema" {
  interface Database extends PortalTables {}
}
