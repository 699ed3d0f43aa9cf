import { randomUUID } from "node:crypto";
import { type SavedFilterFields, pipelineMessages } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";
import { isUniqueViolation } from "../../platform/db-errors";
import { HttpError } from "../../platform/errors";

/** A person keeps a handful of views; this many is plenty and bounds the list. */
const MAX_FILTERS = 30;

/** One person's saved filters, by name; nobody sees another's. */
export async function savedFilters(db: Db, userId: string) {
  const rows = await db
    .selectFrom("lead_saved_filters")
    .select(["id", "name", "filter"])
    .where("user_id", "=", userId)
    .orderBy("name")
    .limit(MAX_FILTERS)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, filter: JSON.parse(r.filter) as SavedFilterFields }));
}

export async function saveFilter(db: Db, userId: string, name: string, filter: SavedFilterFields) {
  const existing = await savedFilters(db, userId);
  if (existing.length >= MAX_FILTERS) throw new HttpError(400, pipelineMessages.tooManyFilters.replace("{max}", String(MAX_FILTERS)));
  try {
    await db
      .insertInto("lead_saved_filters")
      .values({ id: randomUUID(), user_id: userId, name, filter: JSON.stringify(filter), created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, pipelineMessages.filterTaken, { errors: { name: pipelineMessages.filterTaken } });
    throw error;
  }
}

/** Deletes one of the person's own filters; another person's id is not found. */
export async function deleteFilter(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("lead_saved_filters").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
