import { randomUUID } from "node:crypto";
import type { LeadStatus } from "../../../contract/leads";
import type { Db } from "../../platform/database";
import { momentAfter } from "../../platform/moment-after";

const LATER_THAN_QUALIFIED: readonly LeadStatus[] = ["qualified", "proposal", "won"];
const CLOSED: readonly LeadStatus[] = ["won", "lost"];
/** The firm reached the person: the 24-hour promise is kept from here. */
const CONTACT_MADE: readonly LeadStatus[] = ["contacted", "qualified", "proposal", "won"];

type Lead = { id: string; status: LeadStatus; created_at: string; qualified_at: string | null; first_reply_at: string | null };

/** A time after the lead's last timeline entry. */
export async function nextMoment(trx: Db, leadId: string): Promise<string> {
  const [status, activity] = await Promise.all(
    (["lead_status_history", "lead_activities"] as const).map((table) =>
      trx
        .selectFrom(table)
        .select((eb) => eb.fn.max("created_at").as("at"))
        .where("lead_id", "=", leadId)
        .executeTakeFirst(),
    ),
  );
  return momentAfter(status?.at, activity?.at);
}

/** The first contact with a lead, kept once: when, and how long after it arrived. */
export function firstContact(lead: Pick<Lead, "created_at" | "first_reply_at">, at: string) {
  if (lead.first_reply_at) return {};
  return { first_reply_at: at, first_reply_seconds: Math.max(0, Math.round((Date.parse(at) - Date.parse(lead.created_at)) / 1000)) };
}

/**
 * Moves a lead to a stage in the caller's transaction and writes the history entry with its note. Reaching qualified
 * or later is remembered for the funnel; won and lost keep their reason and date; reopening clears them.
 */
export async function moveStage(trx: Db, lead: Lead, to: LeadStatus, change: { note?: string | null; by?: string | null; at?: string }) {
  if (lead.status === to) return false;
  const at = change.at ?? (await nextMoment(trx, lead.id));
  const closed = CLOSED.includes(to);
  await trx
    .updateTable("leads")
    .set({
      status: to,
      updated_at: at,
      touched_at: at,
      closed_at: closed ? at : null,
      stage_reason: closed ? (change.note ?? null) : null,
      ...(LATER_THAN_QUALIFIED.includes(to) && !lead.qualified_at && { qualified_at: at }),
      ...(CONTACT_MADE.includes(to) && firstContact(lead, at)),
    })
    .where("id", "=", lead.id)
    .execute();
  await trx
    .insertInto("lead_status_history")
    .values({
      id: randomUUID(),
      lead_id: lead.id,
      from_status: lead.status,
      to_status: to,
      note: change.note ?? null,
      changed_by: change.by ?? null,
      created_at: at,
    })
    .execute();
  return true;
}

/** The columns moveStage needs, for a select. */
export const stageColumns = ["id", "status", "created_at", "qualified_at", "first_reply_at"] as const;
