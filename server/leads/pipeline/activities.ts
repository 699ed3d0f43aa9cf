import { randomUUID } from "node:crypto";
import type { LeadStatus } from "../../../contract/leads";
import type { LeadActivityKind, MailState, TimelineEntry } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";
import { jobStates } from "../../platform/jobs";

/** A timeline holds a lead's working life; past this many entries of each kind the oldest are left out. */
const TIMELINE_LIMIT = 300;

type Author = { id: string; name: string } | null;

/** Writes one timeline entry in the caller's transaction, and marks the lead as touched by the firm. */
export async function addActivity(
  trx: Db,
  entry: { leadId: string; kind: LeadActivityKind; author: Author; body: string; subject?: string | null; mailJobId?: string | null; at?: string },
) {
  const at = entry.at ?? new Date().toISOString();
  await trx
    .insertInto("lead_activities")
    .values({
      id: randomUUID(),
      lead_id: entry.leadId,
      kind: entry.kind,
      author_id: entry.author?.id ?? null,
      author_name: entry.author?.name ?? null,
      subject: entry.subject ?? null,
      body: entry.body,
      mail_job_id: entry.mailJobId ?? null,
      created_at: at,
    })
    .execute();
  if (entry.author) await trx.updateTable("leads").set({ touched_at: at, updated_at: at }).where("id", "=", entry.leadId).execute();
}

function mailState(state: { status: "pending" | "done" | "dead"; attempts: number; lastError: string | null } | undefined): {
  state: MailState;
  error: string | null;
} {
  // Delivered jobs are pruned after a week; only those are ever removed, so a missing one was sent.
  if (!state || state.status === "done") return { state: "sent", error: null };
  if (state.status === "dead") return { state: "failed", error: state.lastError };
  return state.attempts > 0 && state.lastError ? { state: "retrying", error: state.lastError } : { state: "queued", error: null };
}

/** Notes, calls, meetings, replies with their delivery, and status changes with their notes, oldest first. */
export async function leadTimeline(db: Db, leadId: string): Promise<TimelineEntry[]> {
  const [activities, history] = await Promise.all([
    db
      .selectFrom("lead_activities")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(TIMELINE_LIMIT)
      .execute(),
    db
      .selectFrom("lead_status_history")
      .selectAll()
      .where("lead_id", "=", leadId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(TIMELINE_LIMIT)
      .execute(),
  ]);
  const states = await jobStates(
    db,
    activities.flatMap((a) => (a.mail_job_id ? [a.mail_job_id] : [])),
  );
  const entries: TimelineEntry[] = [
    ...activities.map((a) => ({
      id: a.id,
      kind: a.kind,
      at: a.created_at,
      author: a.author_name,
      subject: a.subject,
      body: a.body,
      fromStatus: null,
      toStatus: null,
      mail: a.mail_job_id ? mailState(states.get(a.mail_job_id)) : null,
    })),
    ...history.map((h) => ({
      id: h.id,
      kind: "status" as const,
      at: h.created_at,
      author: h.changed_by,
      subject: null,
      body: h.note,
      fromStatus: h.from_status as LeadStatus | null,
      toStatus: h.to_status as LeadStatus,
      mail: null,
    })),
  ];
  // At one moment the action comes before the stage change it caused (a reply, then New → Contacted).
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === "status" ? 1 : 0) - (b.kind === "status" ? 1 : 0));
}

/** The notes, calls, meetings and proposals of some leads, oldest first, for the CSV export. */
export async function loggedNotes(
  db: Db,
  leadIds: string[],
): Promise<Map<string, { at: string; kind: LeadActivityKind; author: string | null; body: string }[]>> {
  const notes = new Map<string, { at: string; kind: LeadActivityKind; author: string | null; body: string }[]>();
  if (leadIds.length === 0) return notes;
  const rows = await db
    .selectFrom("lead_activities")
    .select(["lead_id", "created_at", "kind", "author_name", "body"])
    .where("lead_id", "in", leadIds)
    .where("kind", "in", ["note", "call", "meeting", "proposal"])
    .orderBy("created_at")
    .execute();
  for (const row of rows)
    notes.set(row.lead_id, [...(notes.get(row.lead_id) ?? []), { at: row.created_at, kind: row.kind, author: row.author_name, body: row.body }]);
  return notes;
}
