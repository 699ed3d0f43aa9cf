import { randomUUID } from "node:crypto";
import type { Db } from "../platform/database";
import { recordActivity } from "./activity";
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

/**
 * Undefined when the milestone is not this project's: the route answers 404 rather than editing another project.
 * `done` says this change completed it (not one that was done already), which the activity and the mail follow.
 */
export async function updateMilestone(
  trx: Db,
  projectId: string,
  id: string,
  change: { name?: string; dueDate?: string; completed?: boolean },
  actorId: string,
): Promise<{ name: string; done: boolean } | undefined> {
  const before = await trx
    .selectFrom("project_milestones")
    .select(["name", "completed_at"])
    .where("id", "=", id)
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  if (!before) return undefined;
  const completing = change.completed === true && before.completed_at === null;
  const set = {
    ...(change.name !== undefined && { name: change.name }),
    ...(change.dueDate !== undefined && { due_date: change.dueDate }),
    ...(change.completed !== undefined && { completed_at: change.completed ? (before.completed_at ?? new Date().toISOString()) : null }),
  };
  // An empty change is no change, but still says whether the milestone is this project's.
  if (Object.keys(set).length === 0) return { name: before.name, done: false };
  let update = trx.updateTable("project_milestones").set(set).where("id", "=", id).where("project_id", "=", projectId);
  // Of two concurrent "mark done", only the one that finds it open completes it, so it is told once.
  if (completing) update = update.where("completed_at", "is", null);
  const done = completing && Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
  const name = change.name ?? before.name;
  if (done) await recordActivity(trx, { projectId, kind: "milestone_done", subject: name, actorId });
  await touchProject(trx, projectId);
  return { name, done };
}
