import type { Kysely } from "kysely";

/**
 * Issue 23's bench: the firm's inbox reads each (status, who raised it) pair in order of waiting, and the client's
 * dashboard counts a company's open threads project by project, so neither scans every thread of every company.
 * The turn index starts with status, so it replaces the status index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("project_threads_turn_idx").on("project_threads").columns(["status", "raised_by_firm", "updated_at", "id"]).execute();
  await db.schema.createIndex("project_threads_open_idx").on("project_threads").columns(["project_id", "status", "raised_by_firm"]).execute();
  await db.schema.dropIndex("project_threads_status_idx").execute();
  await db.schema.createIndex("support_tickets_turn_idx").on("support_tickets").columns(["status", "updated_at", "id"]).execute();
  await db.schema.dropIndex("support_tickets_status_idx").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("support_tickets_status_idx").on("support_tickets").columns(["status", "updated_at"]).execute();
  await db.schema.dropIndex("support_tickets_turn_idx").execute();
  await db.schema.createIndex("project_threads_status_idx").on("project_threads").columns(["status", "updated_at"]).execute();
  await db.schema.dropIndex("project_threads_open_idx").execute();
  await db.schema.dropIndex("project_threads_turn_idx").execute();
}
