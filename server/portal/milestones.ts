import { randomUUID } from "node:crypto";
import type { Db } from "../platform/database";
import { touchProject } from "./projects";

export async function addMilestone(trx: Db, projectId: string, milestone: { name: string; dueDate: string }) {
  await trx
    .insertInto("project_milestones")
    .values({
      id: randomUUID(),
      project_id: projectId,
      name: milestone.name,
      due_date: milestone.dueDate,
      completed_at: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  await touchProject(trx, projectId);
}

/** False when the milestone is not this project's: the route answers 404 rather than editing another project. */
export async function updateMilestone(
  trx: Db,
  projectId: string,
  id: string,
  change: { name?: string; dueDate?: string; completed?: boolean },
): Promise<boolean> {
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.dueDate !== undefined && { due_date: change.dueDate }),
    ...(change.completed !== undefined && { completed_at: change.completed ? new Date().toISOString() : null }),
  };
  // An empty change is no change, but still says whether the milestone is this project's.
  if (Object.keys(set).length === 0)
    return (await trx.selectFrom("project_milestones").select("id").where("id", "=", id).where("project_id", "=", projectId).executeTakeFirst()) !== undefined;
  const result = await trx.updateTable("project_milestones").set(set).where("id", "=", id).where("project_id", "=", projectId).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await touchProject(trx, projectId);
  return true;
}
