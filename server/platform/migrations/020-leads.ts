import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("page", "text")
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("subject", "text")
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("privacy_accepted", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("spam_reason", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("landing_page", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    // A signed-in requester; no foreign key, so deleting an account never deletes the firm's leads.
    .addColumn("user_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();
  await db.schema.createIndex("leads_status_idx").on("leads").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("leads_fingerprint_idx").on("leads").columns(["fingerprint", "created_at"]).execute();

  await db.schema
    .createTable("lead_status_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("changed_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_status_history_lead_idx").on("lead_status_history").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("newsletter_subscribers").execute();
  await db.schema.dropTable("lead_status_history").execute();
  await db.schema.dropTable("leads").execute();
}
