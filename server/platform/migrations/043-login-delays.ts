import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // After a few failures from one address on one account, the next try from there waits until `until`.
  await db.schema
    .createTable("login_delays")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("until", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("login_delays").execute();
}
