import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per signed-in browser; the primary key is the sha256 of the cookie's token, never the token.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("persistent", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();

  // Fixed-window counters shared by every instance: key names the rule and the subject (IP, account).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("sessions").execute();
}
