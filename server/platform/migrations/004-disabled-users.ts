import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Set when an admin disables the account: sign-in and every session stop working.
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
}
