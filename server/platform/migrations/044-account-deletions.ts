import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // What admins see of a deleted account: when, what kind of account, and who deleted it; no name or email (privacy policy).
  await db.schema
    .createTable("account_deletions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("deleted_at", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("account_created_at", "text", (c) => c.notNull())
    .addColumn("deleted_by", "text")
    .execute();
  await db.schema.createIndex("account_deletions_at_idx").on("account_deletions").column("deleted_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_deletions").execute();
}
