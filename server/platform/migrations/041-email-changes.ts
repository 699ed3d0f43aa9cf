import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A requested email change waits here until the new address confirms it; the old address can undo it for longer.
  await db.schema
    .createTable("email_changes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("old_email", "text", (c) => c.notNull())
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("confirm_hash", "text", (c) => c.notNull().unique())
    .addColumn("undo_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirm_expires_at", "text", (c) => c.notNull())
    .addColumn("undo_expires_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("closed_at", "text")
    .execute();
  await db.schema.createIndex("email_changes_user_idx").on("email_changes").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_changes").execute();
}
