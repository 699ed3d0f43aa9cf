import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per account that started or finished enrolment; the secrets are sealed under SESSION_SECRET.
  await db.schema
    .createTable("two_factor")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text")
    .addColumn("pending_secret", "text")
    .addColumn("pending_created_at", "text")
    .addColumn("enabled_at", "text")
    .addColumn("last_step", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull().unique())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();
  // A password accepted, a code awaited: not a session, and gone after a few minutes or a few wrong codes.
  await db.schema
    .createTable("login_pending")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("persistent", "integer", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_pending", "recovery_codes", "two_factor"]) await db.schema.dropTable(table).execute();
}
