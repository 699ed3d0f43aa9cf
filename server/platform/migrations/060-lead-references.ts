import { type Kysely, sql } from "kysely";

/**
 * Issues 20 and 29: a reference a visitor can quote, a doubt the time trap may raise, stamps spent once, and a
 * newsletter address that counts only once its owner confirmed it (earlier subscribers stand confirmed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  await sql`update newsletter_subscribers set confirmed_at = consented_at`.execute(db);
  await db.schema.alterTable("leads").addColumn("reference", "text").execute();
  await db.schema.alterTable("leads").addColumn("review_reason", "text").execute();
  await db.schema.createIndex("leads_reference_idx").on("leads").column("reference").unique().execute();
  await db.schema
    .createTable("lead_reference_counters")
    .addColumn("period", "text", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("spent_form_stamps")
    .addColumn("nonce", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("spent_form_stamps_expires_idx").on("spent_form_stamps").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("spent_form_stamps").execute();
  await db.schema.dropTable("lead_reference_counters").execute();
  await db.schema.dropIndex("leads_reference_idx").execute();
  await db.schema.alterTable("leads").dropColumn("review_reason").execute();
  await db.schema.alterTable("leads").dropColumn("reference").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmed_at").execute();
}
