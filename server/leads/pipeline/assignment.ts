import type { AssignmentRules } from "../../../contract/pipeline";
import { type FirmPerson, listFirmPeople } from "../../accounts/users";
import type { Db } from "../../platform/database";

const NO_RULES: AssignmentRules = { byService: [], rotation: [] };

export async function assignmentRules(db: Db): Promise<AssignmentRules> {
  const row = await db.selectFrom("lead_assignment").select("rules").where("id", "=", 1).executeTakeFirst();
  return row ? (JSON.parse(row.rules) as AssignmentRules) : NO_RULES;
}

export async function setAssignmentRules(trx: Db, rules: AssignmentRules) {
  const at = new Date().toISOString();
  await trx
    .insertInto("lead_assignment")
    .values({ id: 1, rules: JSON.stringify(rules), rotation_turn: 0, updated_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ rules: JSON.stringify(rules), updated_at: at }))
    .execute();
}

/** The firm person with this id, or undefined when there is none (a client, a disabled account, no account). */
export async function firmPerson(db: Db, id: string): Promise<FirmPerson | undefined> {
  return (await listFirmPeople(db)).find((p) => p.id === id);
}

/**
 * Who a new lead goes to, in the caller's transaction: the first rule for its service, else the rotation's next
 * active person (an atomic increment, so two leads at once take two turns), else nobody.
 */
export async function ownerForNewLead(trx: Db, service: string): Promise<FirmPerson | null> {
  const rules = await assignmentRules(trx);
  if (rules.byService.length === 0 && rules.rotation.length === 0) return null;
  const people = new Map((await listFirmPeople(trx)).map((p) => [p.id, p]));
  for (const rule of rules.byService) {
    const person = rule.service === service ? people.get(rule.ownerId) : undefined;
    if (person) return person;
  }
  const rotation = rules.rotation.flatMap((id) => people.get(id) ?? []);
  if (rotation.length === 0) return null;
  const turn = await trx
    .updateTable("lead_assignment")
    .set((eb) => ({ rotation_turn: eb("rotation_turn", "+", 1) }))
    .where("id", "=", 1)
    .returning("rotation_turn")
    .executeTakeFirst();
  return rotation[(Number(turn?.rotation_turn ?? 1) - 1) % rotation.length] ?? null;
}
