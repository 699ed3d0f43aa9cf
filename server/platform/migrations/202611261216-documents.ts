import type { Kysely } from "kysely";

/** Issue 24: documents (ISO 19650 containers) and their revisions, reviews and audit, uploads, transmittals, file purges. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("document_naming_rules")
    .addColumn("project_id", "text", (c) => c.primaryKey().references("projects.id").onDelete("cascade"))
    .addColumn("rules", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // No cascade from projects: a project's files are handed to file_purges before its documents go.
  await db.schema
    .createTable("documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id"))
    .addColumn("container_name", "text", (c) => c.notNull())
    .addColumn("project_code", "text", (c) => c.notNull())
    .addColumn("originator", "text", (c) => c.notNull())
    .addColumn("volume", "text", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("documents_project_name_key", ["project_id", "container_name"])
    .execute();

  await db.schema
    .createTable("document_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("revision", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("status_code", "text", (c) => c.notNull())
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("sha256", "text")
    .addColumn("uploaded_by", "text")
    .addColumn("uploaded_by_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("shared_at", "text")
    .addColumn("superseded_at", "text")
    .addUniqueConstraint("document_revisions_sequence_key", ["document_id", "sequence"])
    .execute();
  await db.schema.createIndex("document_revisions_shared_idx").on("document_revisions").columns(["state", "shared_at"]).execute();

  await db.schema
    .createTable("document_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("revision_id", "text", (c) => c.notNull().references("document_revisions.id").onDelete("cascade"))
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("reviewer_id", "text")
    .addColumn("reviewer_name", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("document_reviews_reviewer_key", ["revision_id", "reviewer_id"])
    .execute();

  await db.schema
    .createTable("document_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document_id", "text", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("project_id", "text", (c) => c.notNull())
    .addColumn("revision_id", "text")
    .addColumn("revision", "text")
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("document_events_document_idx").on("document_events").columns(["document_id", "at", "id"]).execute();
  await db.schema.createIndex("document_events_project_idx").on("document_events").columns(["project_id", "at", "id"]).execute();

  await db.schema
    .createTable("document_uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("kind", "text")
    .addColumn("content_type", "text")
    .addColumn("sha256", "text")
    .addColumn("hash_state", "text")
    .addColumn("hashed_bytes", "bigint", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("release_requested", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("document_uploads_expiry_idx").on("document_uploads").column("expires_at").execute();
  await db.schema.createIndex("document_uploads_project_idx").on("document_uploads").column("project_id").execute();

  await db.schema
    .createTable("transmittals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id"))
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("number", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("sent_by", "text")
    .addColumn("sent_by_name", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addUniqueConstraint("transmittals_project_sequence_key", ["project_id", "sequence"])
    .execute();
  await db.schema
    .createTable("transmittal_items")
    .addColumn("transmittal_id", "text", (c) => c.notNull().references("transmittals.id").onDelete("cascade"))
    .addColumn("revision_id", "text", (c) => c.notNull().references("document_revisions.id").onDelete("cascade"))
    .addColumn("document_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("transmittal_items_pkey", ["transmittal_id", "revision_id"])
    .execute();
  await db.schema.createIndex("transmittal_items_revision_idx").on("transmittal_items").column("revision_id").execute();
  await db.schema
    .createTable("transmittal_recipients")
    .addColumn("transmittal_id", "text", (c) => c.notNull().references("transmittals.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("acknowledged_at", "text")
    .addPrimaryKeyConstraint("transmittal_recipients_pkey", ["transmittal_id", "user_id"])
    .execute();
  await db.schema.createIndex("transmittal_recipients_user_idx").on("transmittal_recipients").column("user_id").execute();

  await db.schema
    .createTable("file_purges")
    .addColumn("storage_key", "text", (c) => c.primaryKey())
    .addColumn("purge_after", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("file_purges_due_idx").on("file_purges").column("purge_after").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "file_purges",
    "transmittal_recipients",
    "transmittal_items",
    "transmittals",
    "document_uploads",
    "document_events",
    "document_reviews",
    "document_revisions",
    "documents",
    "document_naming_rules",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
