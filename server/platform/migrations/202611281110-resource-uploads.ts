import type { Kysely } from "kysely";

/** Decision 036 amended: a resource can be a file staff uploaded: the stored object's key, the name it is downloaded under, its type and size. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of [
    ["stored_key", "text"],
    ["stored_name", "text"],
    ["stored_type", "text"],
    ["stored_bytes", "integer"],
  ] as const) {
    await db.schema.alterTable("portal_resources").addColumn(column, type).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["stored_bytes", "stored_type", "stored_name", "stored_key"])
    await db.schema.alterTable("portal_resources").dropColumn(column).execute();
}
