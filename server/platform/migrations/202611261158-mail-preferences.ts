import type { Kysely } from "kysely";

/** Issue 23: which mails each person receives (Profile → Preferences); no row means the defaults. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_preferences")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("new_message", "integer", (c) => c.notNull())
    .addColumn("deliverable_issued", "integer", (c) => c.notNull())
    .addColumn("milestone_done", "integer", (c) => c.notNull())
    .addColumn("weekly_digest", "integer", (c) => c.notNull())
    .addColumn("lead_digest", "integer", (c) => c.notNull())
    .addColumn("time_zone", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_preferences").execute();
}
