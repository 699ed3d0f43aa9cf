import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Attribution, type LeadForm, type LeadStatus, serviceLabel } from "../../contract/leads";
import type { Database } from "../platform/schema";
import { fromFlag, toFlag } from "../platform/flag";
import type { LeadRow } from "./leads.table";

/** A resend of the same message from the same visitor within this window is the same lead. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

export type LeadInput = {
  /** consultation (variant A), inquiry (variant B, /contact), assessment (the exit-intent offer) or test-page (the diagnostic page). */
  form: LeadForm;
  page?: string;
  fullName: string;
  email: string;
  phone?: string;
  company?: string;
  subject?: string;
  service: string;
  message: string;
  privacyAccepted: boolean;
  attribution?: Attribution;
  idempotencyKey?: string;
  ip: string | null;
  userAgent: string | null;
  userId?: string | null;
  /** Set when the honeypot or a forged stamp caught it: stored, never counted, nobody told. */
  spamReason?: string | null;
  /** Set when the time trap doubts it: delivered all the same, and the notification says why. */
  reviewReason?: string | null;
  /** From nextLeadReference, e.g. STR-2611-0042. */
  reference: string;
};

export type LeadRecord = {
  id: string;
  form: LeadForm;
  page: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  service: string;
  serviceLabel: string;
  message: string;
  privacyAccepted: boolean;
  status: LeadStatus;
  spamReason: string | null;
  reviewReason: string | null;
  reference: string | null;
  attribution: Required<{ [K in keyof Attribution]: string | null }>;
  ip: string | null;
  userAgent: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
  owner: { id: string; name: string } | null;
  source: string;
  value: number | null;
  expectedClose: string | null;
  nextAction: string | null;
  nextActionDate: string | null;
  stageReason: string | null;
  firstReplyAt: string | null;
  clientCompanyId: string | null;
  clientProjectId: string | null;
  /** Other leads from the same address; counted only where a screen shows it. */
  sameEmail: number;
};

/** A lead row as the console reads it: with its owner's name and, in lists, how many others share its address. */
export type ListedLeadRow = LeadRow & { owner_name?: string | null; same_email?: number | string | null };

export function toLeadRecord(row: ListedLeadRow): LeadRecord {
  return {
    id: row.id,
    form: row.form,
    page: row.page,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    subject: row.subject,
    service: row.service,
    serviceLabel: serviceLabel(row.service),
    message: row.message,
    privacyAccepted: fromFlag(row.privacy_accepted),
    status: row.status,
    spamReason: row.spam_reason,
    reviewReason: row.review_reason,
    reference: row.reference,
    attribution: {
      landingPage: row.landing_page,
      referrer: row.referrer,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      utmTerm: row.utm_term,
      utmContent: row.utm_content,
    },
    ip: row.ip,
    userAgent: row.user_agent,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    owner: row.owner_id ? { id: row.owner_id, name: row.owner_name ?? "Former staff member" } : null,
    source: row.source,
    value: row.value === null ? null : Number(row.value),
    expectedClose: row.expected_close,
    nextAction: row.next_action,
    nextActionDate: row.next_action_date,
    stageReason: row.stage_reason,
    firstReplyAt: row.first_reply_at,
    clientCompanyId: row.client_company_id,
    clientProjectId: row.client_project_id,
    sameEmail: Number(row.same_email ?? 0),
  };
}

/** Where a lead came from, in one word reports group by: the UTM source, else the referring site, else direct. */
function leadSource(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged) return tagged.slice(0, 100);
  if (!referrer) return "direct";
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || "direct";
  } catch {
    return "direct";
  }
}

const fingerprintOf = (input: Pick<LeadInput, "ip" | "email" | "message">) =>
  createHash("sha256")
    .update(`${input.ip ?? ""}\n${input.email.toLowerCase()}\n${input.message}`)
    .digest("hex");

export type RecordOutcome = { lead: LeadRecord; created: boolean };
export type LeadDraft = { row: LeadRow; lead: LeadRecord };

/** The row a submission would become, built before any transaction so its mails can be rendered outside one. */
export function draftLead(input: LeadInput, now = new Date()): LeadDraft {
  const status: LeadStatus = input.spamReason ? "spam" : "new";
  const row: LeadRow = {
    id: randomUUID(),
    form: input.form,
    page: input.page ?? null,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone || null,
    company: input.company || null,
    subject: input.subject ?? null,
    service: input.service,
    message: input.message,
    privacy_accepted: toFlag(input.privacyAccepted),
    status,
    spam_reason: input.spamReason ?? null,
    reference: input.reference,
    review_reason: input.spamReason ? null : (input.reviewReason ?? null),
    idempotency_key: input.idempotencyKey ?? null,
    fingerprint: fingerprintOf(input),
    landing_page: input.attribution?.landingPage ?? null,
    referrer: input.attribution?.referrer ?? null,
    utm_source: input.attribution?.utmSource ?? null,
    utm_medium: input.attribution?.utmMedium ?? null,
    utm_campaign: input.attribution?.utmCampaign ?? null,
    utm_term: input.attribution?.utmTerm ?? null,
    utm_content: input.attribution?.utmContent ?? null,
    ip: input.ip,
    user_agent: input.userAgent?.slice(0, 500) ?? null,
    user_id: input.userId ?? null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    owner_id: null,
    source: leadSource(input.attribution?.utmSource, input.attribution?.referrer),
    value: null,
    expected_close: null,
    next_action: null,
    next_action_date: null,
    stage_reason: null,
    qualified_at: null,
    closed_at: null,
    first_reply_at: null,
    first_reply_seconds: null,
    touched_at: null,
    client_company_id: null,
    client_project_id: null,
  };
  return { row, lead: toLeadRecord(row) };
}

/**
 * Stores a drafted lead in the caller's transaction, which also queues its deliveries, so the caller answers 2xx
 * only once both are committed. A repeated idempotency key, or the same visitor, email and message within
 * minutes, returns the lead already stored (`created: false`) instead of a second one.
 */
export async function recordLead(trx: Kysely<Database>, { row, lead }: LeadDraft): Promise<RecordOutcome> {
  const now = new Date(row.created_at);
  const earlier = await findDuplicate(trx, row.idempotency_key, row.fingerprint, now);
  if (earlier) return { lead: toLeadRecord(earlier), created: false };
  // A concurrent request with the same key loses here, and answers with the winner's lead.
  const inserted = await trx
    .insertInto("leads")
    .values(row)
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) {
    const winner = await findDuplicate(trx, row.idempotency_key, row.fingerprint, now);
    if (!winner) throw new Error("idempotency key taken by a lead that cannot be read");
    return { lead: toLeadRecord(winner), created: false };
  }
  await trx
    .insertInto("lead_status_history")
    .values({
      id: randomUUID(),
      lead_id: row.id,
      from_status: null,
      to_status: row.status,
      note: row.spam_reason ? `caught by ${row.spam_reason}` : row.review_reason ? `to review: ${row.review_reason}` : null,
      changed_by: null,
      created_at: row.created_at,
    })
    .execute();
  return { lead, created: true };
}

async function findDuplicate(db: Kysely<Database>, key: string | null, fingerprint: string, now: Date) {
  if (key) {
    const byKey = await db.selectFrom("leads").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
    if (byKey) return byKey;
  }
  return db
    .selectFrom("leads")
    .selectAll()
    .where("fingerprint", "=", fingerprint)
    .where("created_at", ">", new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** One lead by id, for the delivery jobs. */
export async function findLead(db: Kysely<Database>, id: string): Promise<LeadRecord | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toLeadRecord(row);
}
