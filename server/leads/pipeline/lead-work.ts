import type { z } from "zod";
import type { leadUpdateBody, noteBody } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";
import { addActivity } from "./activities";
import { checkedOwner } from "./ownership";
import { firstContact, moveStage, nextMoment, stageColumns } from "./stage";

/** Who did it, as the timeline names them. */
export type Actor = { id: string; name: string; email: string };

/** The person in the request, for the timeline and the reply's Reply-To. */
export const actorOf = (user: { id: string; username: string; fullName: string | null; email: string }): Actor => ({
  id: user.id,
  name: user.fullName ?? user.username,
  email: user.email,
});

const leadForWork = (trx: Db, id: string) =>
  trx
    .selectFrom("leads")
    .select([...stageColumns, "owner_id", "email", "full_name", "reference"])
    .where("id", "=", id)
    .executeTakeFirst();

/** PATCH: the owner, stage (with its reason), value, expected close and next action, in the caller's transaction; false when there is no such lead. */
export async function updateLead(trx: Db, id: string, change: z.output<typeof leadUpdateBody>, actor: Actor): Promise<boolean> {
  const lead = await leadForWork(trx, id);
  if (!lead) return false;
  const at = await nextMoment(trx, id);
  if (change.owner !== undefined && change.owner !== lead.owner_id) {
    const owner = await checkedOwner(trx, change.owner);
    await trx
      .updateTable("leads")
      .set({ owner_id: owner?.id ?? null })
      .where("id", "=", id)
      .execute();
    const body = owner
      ? owner.id === actor.id
        ? `${actor.name} took this lead.`
        : `Assigned to ${owner.name} by ${actor.name}.`
      : `Unassigned by ${actor.name}.`;
    await addActivity(trx, { leadId: id, kind: "assignment", author: actor, body, at });
  }
  await trx
    .updateTable("leads")
    .set({
      ...(change.value !== undefined && { value: change.value }),
      ...(change.expectedClose !== undefined && { expected_close: change.expectedClose }),
      ...(change.nextAction !== undefined && { next_action: change.nextAction }),
      ...(change.nextActionDate !== undefined && { next_action_date: change.nextActionDate }),
      updated_at: at,
      touched_at: at,
    })
    .where("id", "=", id)
    .execute();
  if (change.stage) await moveStage(trx, lead, change.stage, { note: change.reason, by: actor.name, at });
  return true;
}

/** A note, call, meeting or proposal on the timeline; a call or meeting is a first contact too. */
export async function addNote(trx: Db, id: string, note: z.output<typeof noteBody>, actor: Actor): Promise<boolean> {
  const lead = await leadForWork(trx, id);
  if (!lead) return false;
  const at = await nextMoment(trx, id);
  await addActivity(trx, { leadId: id, kind: note.kind, author: actor, body: note.body, at });
  if ((note.kind === "call" || note.kind === "meeting") && !lead.first_reply_at)
    await trx.updateTable("leads").set(firstContact(lead, at)).where("id", "=", id).execute();
  return true;
}

/** The lead a reply answers, or undefined. */
export const leadToAnswer = leadForWork;

/** Records a queued reply: on the timeline with its mail's job, as the first contact, and a new lead becomes contacted. */
export async function recordReply(
  trx: Db,
  lead: NonNullable<Awaited<ReturnType<typeof leadForWork>>>,
  reply: { subject: string; body: string; mailJobId: string },
  actor: Actor,
) {
  const at = await nextMoment(trx, lead.id);
  await addActivity(trx, { leadId: lead.id, kind: "reply", author: actor, subject: reply.subject, body: reply.body, mailJobId: reply.mailJobId, at });
  if (!lead.first_reply_at) await trx.updateTable("leads").set(firstContact(lead, at)).where("id", "=", lead.id).execute();
  if (lead.status === "new") await moveStage(trx, { ...lead, first_reply_at: at }, "contacted", { note: "Replied by email", by: actor.name, at });
}
