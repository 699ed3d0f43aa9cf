import { sql } from "kysely";
import { pipelineMessages } from "../../../contract/pipeline";
import { serviceLabel } from "../../../contract/leads";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import { addActivity } from "./activities";
import type { Actor } from "./lead-work";
import { firstContact } from "./stage";

/** Fields the kept lead takes from the duplicate where it has none. */
const FILLED = ["phone", "company", "owner_id", "value", "expected_close", "next_action", "next_action_date", "user_id", "touched_at", "qualified_at"] as const;

/**
 * Merges a duplicate (same address) into the kept lead in the caller's transaction: its history and timeline move
 * over, empty fields are filled from it, its message is kept on the timeline, and the duplicate row goes.
 * False when either lead is missing.
 */
export async function mergeLeads(trx: Db, keptId: string, duplicateId: string, actor: Actor): Promise<boolean> {
  if (keptId === duplicateId) throw new HttpError(400, pipelineMessages.sameLead, { code: "validation", errors: { duplicateId: pipelineMessages.sameLead } });
  const [kept, duplicate] = await Promise.all([
    trx.selectFrom("leads").selectAll().where("id", "=", keptId).executeTakeFirst(),
    trx.selectFrom("leads").selectAll().where("id", "=", duplicateId).executeTakeFirst(),
  ]);
  if (!kept || !duplicate) return false;
  if (!kept.email || kept.email.toLowerCase() !== duplicate.email.toLowerCase())
    throw new HttpError(400, pipelineMessages.notDuplicate, { code: "validation", errors: { duplicateId: pipelineMessages.notDuplicate } });
  const fill: Record<string, unknown> = {};
  for (const column of FILLED) if (kept[column] === null && duplicate[column] !== null) fill[column] = duplicate[column];
  // The first contact counts from the kept lead's own arrival.
  const firstReply = [kept.first_reply_at, duplicate.first_reply_at].filter((at): at is string => at !== null).sort()[0];
  if (firstReply && firstReply !== kept.first_reply_at) Object.assign(fill, firstContact({ created_at: kept.created_at, first_reply_at: null }, firstReply));
  if (Object.keys(fill).length > 0) await trx.updateTable("leads").set(fill).where("id", "=", keptId).execute();
  await trx.updateTable("lead_status_history").set({ lead_id: keptId }).where("lead_id", "=", duplicateId).execute();
  await trx.updateTable("lead_activities").set({ lead_id: keptId }).where("lead_id", "=", duplicateId).execute();
  const what = [duplicate.subject && `Subject: ${duplicate.subject}`, `Service: ${serviceLabel(duplicate.service)}`, duplicate.message]
    .filter(Boolean)
    .join("\n");
  await addActivity(trx, {
    leadId: keptId,
    kind: "merge",
    author: actor,
    body: `Merged ${duplicate.reference ?? "a lead"} (received ${duplicate.created_at.slice(0, 10)}, ${duplicate.status}) into this one.\n${what}`,
  });
  await trx.deleteFrom("leads").where("id", "=", duplicateId).execute();
  return true;
}

/** Other leads from the same address, newest first: shown together on a lead so they can be merged. */
export async function sameEmailLeads(db: Db, id: string, email: string) {
  if (!email) return [];
  const rows = await db
    .selectFrom("leads")
    .select(["id", "reference", "status", "subject", "created_at"])
    .where(sql`lower(email)`, "=", email.toLowerCase())
    .where("id", "<>", id)
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({ id: r.id, reference: r.reference, status: r.status, subject: r.subject, createdAt: r.created_at }));
}
