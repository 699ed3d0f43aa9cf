import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  // Accounts from before verification existed are not asked again: their addresses have been in use since.
  await sql`update users set email_verified_at = created_at`.execute(db);
  await db.schema
    .createTable("email_verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("email_verifications_user_idx").on("email_verifications").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_verifications").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
