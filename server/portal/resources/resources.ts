import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Resource, resourceInput, resourceUpdate } from "../../../contract/portal";
import type { Selectable } from "kysely";
import type { Db } from "../../platform/database";
import type { Database } from "../../platform/schema";
import { formatOf, type ShippedFiles, storedFormatOf } from "./shipped-files";
import type { StoredResourceFile } from "./uploaded-file";

type Row = Selectable<Database["portal_resources"]>;

/** A row as the tab shows it; a file the build no longer ships is left out rather than offered broken. */
function toResource(row: Row, files: ShippedFiles): Resource | undefined {
  const shipped = files.find(row.file);
  if (row.file && !shipped) return undefined;
  const stored = row.stored_key !== null && row.stored_name !== null;
  const format = shipped ? formatOf(shipped) : stored ? storedFormatOf(row.stored_name ?? "", Number(row.stored_bytes)) : null;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    href: shipped || stored ? `/api/resources/${row.id}/file` : (row.url ?? ""),
    file: shipped ? row.file : row.stored_name,
    format,
    position: Number(row.position),
  };
}

export async function listResources(db: Db, files: ShippedFiles): Promise<Resource[]> {
  const rows = await db.selectFrom("portal_resources").selectAll().orderBy("position").orderBy("created_at").execute();
  return rows.flatMap((row) => toResource(row, files) ?? []);
}

export async function findResource(db: Db, id: string, files: ShippedFiles) {
  const row = await db.selectFrom("portal_resources").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { row, resource: toResource(row, files) };
}

/** A shipped file or a link (`input.file` or `input.url`), or a file staff uploaded (`stored`), added after the last. */
export async function addResource(trx: Db, input: z.output<typeof resourceInput>, stored?: StoredResourceFile): Promise<string> {
  const last = await trx
    .selectFrom("portal_resources")
    .select((eb) => eb.fn.max("position").as("p"))
    .executeTakeFirst();
  const now = new Date().toISOString();
  const id = randomUUID();
  await trx
    .insertInto("portal_resources")
    .values({
      id,
      kind: input.kind,
      title: input.title,
      description: input.description,
      file: stored ? null : input.file,
      url: stored || input.file ? null : input.url,
      stored_key: stored?.key ?? null,
      stored_name: stored?.name ?? null,
      stored_type: stored?.type ?? null,
      stored_bytes: stored?.bytes ?? null,
      position: Number(last?.p ?? 0) + 10,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function updateResource(trx: Db, id: string, change: z.output<typeof resourceUpdate>): Promise<boolean> {
  const result = await trx
    .updateTable("portal_resources")
    .set({
      ...(change.title !== undefined && { title: change.title }),
      ...(change.description !== undefined && { description: change.description }),
      ...(change.url !== undefined && { url: change.url }),
      ...(change.position !== undefined && { position: change.position }),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the entry; answers whether there was one, and the storage key of its uploaded file, for the caller to delete once committed. */
export async function removeResource(trx: Db, id: string): Promise<{ removed: boolean; storedKey: string | null }> {
  const row = await trx.deleteFrom("portal_resources").where("id", "=", id).returning("stored_key").executeTakeFirst();
  return { removed: row !== undefined, storedKey: row?.stored_key ?? null };
}
