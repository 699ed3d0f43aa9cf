import type { ColumnType, Generated, Selectable } from "kysely";
import type { LeadForm, LeadStatus, NewsletterSource } from "../../contract/leads";
import type { LeadActivityKind } from "../../contract/pipeline";
import type { Flag } from "../platform/flag";

/** Leads' tables; timestamps are ISO-8601 UTC strings in both dialects. */
export interface LeadsTable {
  id: string;
  /** 'consultation' (variant A), 'inquiry' (variant B, /contact) or 'test-page' (the diagnostic page). */
  form: LeadForm;
  page: string | null;
  full_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  service: string;
  message: string;
  privacy_accepted: Flag;
  status: LeadStatus;
  spam_reason: string | null;
  /** What the visitor quotes, e.g. STR-2611-0042; null for leads stored before references existed. */
  reference: string | null;
  /** Set when the time trap doubts a submission it still delivers (no, spent or expired stamp; too fast). */
  review_reason: string | null;
  idempotency_key: string | null;
  /** sha256 of IP, email and message: a resend within minutes is the same lead. */
  fingerprint: string;
  landing_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  ip: string | null;
  user_agent: string | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
  /** The firm's person who works it (admin or staff); null until assigned. */
  owner_id: Pipeline<string | null>;
  /** utm_source, else the referring site, else 'direct'. */
  source: Generated<string>;
  /** Estimated value in whole US dollars. */
  value: Pipeline<number | null>;
  /** YYYY-MM-DD. */
  expected_close: Pipeline<string | null>;
  next_action: Pipeline<string | null>;
  /** YYYY-MM-DD, the owner's day. */
  next_action_date: Pipeline<string | null>;
  /** Why it was won or lost: required for both. */
  stage_reason: Pipeline<string | null>;
  /** First reached qualified or a later stage: the funnel's qualified step. */
  qualified_at: Pipeline<string | null>;
  /** When it was won or lost; null while open. */
  closed_at: Pipeline<string | null>;
  /** The first reply, call or meeting, and how long after arrival, for the 24-hour promise. */
  first_reply_at: Pipeline<string | null>;
  first_reply_seconds: Pipeline<number | null>;
  /** The last thing the firm's people did with it; null while nobody has. */
  touched_at: Pipeline<string | null>;
  /** The portal company and project it became, once won. */
  client_company_id: Pipeline<string | null>;
  client_project_id: Pipeline<string | null>;
}

/** A pipeline column: optional when a lead is stored, since a new lead has none of it yet. */
type Pipeline<T> = ColumnType<T, T | undefined, T>;

interface LeadStatusHistoryTable {
  id: string;
  lead_id: string;
  from_status: LeadStatus | null;
  to_status: LeadStatus;
  note: string | null;
  changed_by: string | null;
  created_at: string;
}

interface NewsletterSubscribersTable {
  id: string;
  /** Lower-cased, so one address is one subscriber. */
  email: string;
  source: NewsletterSource;
  consented_at: string;
  unsubscribed_at: string | null;
  /** Null until the owner opens the confirmation link: nobody is mailed the newsletter before that. */
  confirmed_at: string | null;
  ip: string | null;
  created_at: string;
}

interface LeadReferenceCountersTable {
  /** YYMM in UTC. */
  period: string;
  last: number;
}

interface SpentFormStampsTable {
  nonce: string;
  expires_at: string;
}

/** Notes, calls, meetings, proposals sent, replies, assignments and merges; status changes stay in lead_status_history. */
interface LeadActivitiesTable {
  id: string;
  lead_id: string;
  kind: LeadActivityKind;
  author_id: string | null;
  /** As the author was called then, so the timeline still reads after an account goes. */
  author_name: string | null;
  subject: string | null;
  body: string;
  /** The queued mail of a reply: its delivery state is the job's. */
  mail_job_id: string | null;
  created_at: string;
}

/** One row per person and local day: its primary key is what sends a digest once, however many instances run. */
interface LeadDigestsTable {
  user_id: string;
  day: string;
  items: number;
  created_at: string;
}

interface LeadSavedFiltersTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON of the list's filter fields. */
  filter: string;
  created_at: string;
}

interface LeadReplyTemplatesTable {
  id: string;
  position: number;
  name: string;
  subject: string;
  body: string;
  updated_at: string;
}

interface LeadAssignmentTable {
  /** Always 1. */
  id: number;
  /** JSON: { byService: [{ service, ownerId }], rotation: [userId] }. */
  rules: string;
  rotation_turn: number;
  updated_at: string;
}

/** Leads per UTC day by source, campaign or service, spam aside; database triggers keep it on every write. */
interface LeadDayCountsTable {
  kind: "source" | "campaign" | "service";
  day: string;
  /** The source, the campaign ('' for none) or the service value. */
  key: string;
  n: number;
}

/** Leads per status, kept by triggers on `leads` in the writing transaction; PostgreSQL spreads a status over a few slots. */
interface LeadStatusCountsTable {
  status: string;
  slot: number;
  leads: number | string;
}

export type LeadRow = Selectable<LeadsTable>;

interface LeadTables {
  leads: LeadsTable;
  lead_status_history: LeadStatusHistoryTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  lead_reference_counters: LeadReferenceCountersTable;
  spent_form_stamps: SpentFormStampsTable;
  lead_activities: LeadActivitiesTable;
  lead_digests: LeadDigestsTable;
  lead_saved_filters: LeadSavedFiltersTable;
  lead_reply_templates: LeadReplyTemplatesTable;
  lead_assignment: LeadAssignmentTable;
  lead_day_counts: LeadDayCountsTable;
  lead_status_counts: LeadStatusCountsTable;
}

declare module "../platform/schema" {
  interface Database extends LeadTables {}
}
