import { pipelineMessages } from "../../../contract/pipeline";
import type { FirmPerson } from "../../accounts/users";
import type { Db } from "../../platform/database";
import { HttpError } from "../../platform/errors";
import type { LeadRecord } from "../leads";
import { addActivity } from "./activities";
import { firmPerson, ownerForNewLead } from "./assignment";

/** Gives a new lead its owner by the settings' rules, in the transaction that stores it; null when no rule applies. */
export async function assignNewLead(trx: Db, lead: Pick<LeadRecord, "id" | "service" | "createdAt">): Promise<FirmPerson | null> {
  const owner = await ownerForNewLead(trx, lead.service);
  if (!owner) return null;
  await trx.updateTable("leads").set({ owner_id: owner.id }).where("id", "=", lead.id).execute();
  await addActivity(trx, {
    leadId: lead.id,
    kind: "assignment",
    author: null,
    body: `Assigned to ${owner.name} by the assignment rules.`,
    at: new Date(Date.parse(lead.createdAt) + 1).toISOString(),
  });
  return owner;
}

/** The one ownership rule: a lead belongs to one of the firm's active people, or to nobody. */
export async function checkedOwner(db: Db, id: string | null): Promise<FirmPerson | null> {
  if (id === null) return null;
  const person = await firmPerson(db, id);
  if (!person) throw new HttpError(400, pipelineMessages.unknownOwner, { code: "validation", errors: { owner: pipelineMessages.unknownOwner } });
  return person;
}
