import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_views")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("width_class", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_views_day_idx").on("page_views").column("day").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_views").execute();
}
