import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Deliverable, deliverableInput, deliverableUpdate } from "../../../contract/portal";
import type { Db } from "../../platform/database";
import { recordActivity } from "../activity";

type Row = {
  id: string;
  name: string;
  kind: Deliverable["kind"];
  due_date: string;
  status: Deliverable["status"];
  issued_at: string | null;
  accepted_at: string | null;
};

export const toDeliverable = (r: Row): Deliverable => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  dueDate: r.due_date,
  status: r.status,
  issuedAt: r.issued_at,
  acceptedAt: r.accepted_at,
});

const columns = ["id", "name", "kind", "due_date", "status", "issued_at", "accepted_at"] as const;

/** The project's register, by due date. */
export async function listDeliverables(db: Db, projectId: string): Promise<Deliverable[]> {
  const rows = await db.selectFrom("project_deliverables").select(columns).where("project_id", "=", projectId).orderBy("due_date").orderBy("id").execute();
  return rows.map(toDeliverable);
}

function findDeliverable(db: Db, projectId: string, id: string) {
  return db.selectFrom("project_deliverables").select(columns).where("id", "=", id).where("project_id", "=", projectId).executeTakeFirst();
}

type Actor = { id: string };
/** What a write did, so the route knows whether to tell the client it was issued. */
export type DeliverableWrite = { deliverable: Deliverable; issued: boolean };

export async function addDeliverable(trx: Db, projectId: string, input: z.output<typeof deliverableInput>, actor: Actor): Promise<DeliverableWrite> {
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    project_id: projectId,
    name: input.name,
    kind: input.kind,
    due_date: input.dueDate,
    status: input.status,
    issued_at: input.status === "issued" ? now : null,
    accepted_at: null,
    accepted_by: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("project_deliverables").values(row).execute();
  if (row.issued_at) await recordActivity(trx, { projectId, kind: "deliverable_issued", subject: input.name, actorId: actor.id });
  return { deliverable: toDeliverable(row), issued: row.issued_at !== null };
}

/**
 * The firm's edit: name, type, date, and status up to issued. An accepted deliverable is the client's word and
 * stays as it is ("accepted"); a deliverable of another project is not found (undefined).
 */
export async function updateDeliverable(
  trx: Db,
  projectId: string,
  id: string,
  change: z.output<typeof deliverableUpdate>,
  actor: Actor,
): Promise<DeliverableWrite | "accepted" | undefined> {
  const before = await findDeliverable(trx, projectId, id);
  if (!before) return undefined;
  if (before.status === "accepted") return "accepted";
  const now = new Date().toISOString();
  const issuing = change.status === "issued" && before.status !== "issued";
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.kind !== undefined && { kind: change.kind }),
    ...(change.dueDate !== undefined && { due_date: change.dueDate }),
    ...(change.status !== undefined && { status: change.status, issued_at: change.status === "issued" ? (before.issued_at ?? now) : null }),
    updated_at: now,
  };
  // Conditional on the status read above, so two concurrent edits cannot both issue it (or undo an acceptance).
  const result = await trx
    .updateTable("project_deliverables")
    .set(set)
    .where("id", "=", id)
    .where("project_id", "=", projectId)
    .where("status", "=", before.status)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return "accepted";
  const after = await findDeliverable(trx, projectId, id);
  if (!after) return undefined;
  if (issuing) await recordActivity(trx, { projectId, kind: "deliverable_issued", subject: after.name, actorId: actor.id });
  return { deliverable: toDeliverable(after), issued: issuing };
}

/** The client accepts an issued deliverable; only once, and only when it was issued. */
export async function acceptDeliverable(trx: Db, projectId: string, id: string, actor: Actor): Promise<Deliverable | "not-issued" | undefined> {
  const before = await findDeliverable(trx, projectId, id);
  if (!before) return undefined;
  const now = new Date().toISOString();
  const result = await trx
    .updateTable("project_deliverables")
    .set({ status: "accepted", accepted_at: now, accepted_by: actor.id, updated_at: now })
    .where("id", "=", id)
    .where("project_id", "=", projectId)
    .where("status", "=", "issued")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return "not-issued";
  await recordActivity(trx, { projectId, kind: "deliverable_accepted", subject: before.name, actorId: actor.id });
  return toDeliverable({ ...before, status: "accepted", accepted_at: now });
}
