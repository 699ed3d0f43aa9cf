import type { Selectable } from "kysely";
import type { LeadForm, LeadStatus, NewsletterSource } from "../../contract/leads";
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
}

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
  lead_status_counts: LeadStatusCountsTable;
}

declare module "../platform/schema" {
  interface Database extends LeadTables {}
}
