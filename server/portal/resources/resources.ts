import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Resource, ResourceKind, resourceInput, resourceUpdate } from "../../../contract/portal";
import type { Db } from "../../platform/database";
import { formatOf, type ShippedFiles } from "./shipped-files";

type Row = { id: string; kind: ResourceKind; title: string; description: string; file: string | null; url: string | null; position: number };

/** A row as the tab shows it; a file the build no longer ships is left out rather than offered broken. */
function toResource(row: Row, files: ShippedFiles): Resource | undefined {
  const shipped = files.find(row.file);
  if (row.file && !shipped) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    href: shipped ? `/api/resources/${row.id}/file` : (row.url ?? ""),
    file: row.file,
    format: shipped ? formatOf(shipped) : null,
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

export async function addResource(trx: Db, input: z.output<typeof resourceInput>): Promise<string> {
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
      file: input.file,
      url: input.file ? null : input.url,
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

export async function removeResource(trx: Db, id: string): Promise<boolean> {
  const result = await trx.deleteFrom("portal_resources").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
