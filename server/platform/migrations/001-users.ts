import { type Kysely, sql } from "kysely";

const lower = (column: string) => sql`lower(${sql.ref(column)})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("full_name", "text")
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .execute();
  // Usernames and emails are unique regardless of case.
  await db.schema.createIndex("users_username_key").on("users").unique().expression(lower("username")).execute();
  await db.schema.createIndex("users_email_key").on("users").unique().expression(lower("email")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("users").execute();
}
