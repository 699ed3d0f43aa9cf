import type { Kysely } from "kysely";

/** Issue 24: a revision's thumbnail (first page of a PDF, a scaled image), made by a job and kept in storage under its own key. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_revisions").addColumn("thumbnail_key", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("document_revisions").dropColumn("thumbnail_key").execute();
}
