import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Inboxes an admin chose for new-lead notifications, on top of LEAD_NOTIFY_TO; edited without a restart.
  await db.schema
    .createTable("lead_notify_inboxes")
    .addColumn("email", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_notify_inboxes").execute();
}
