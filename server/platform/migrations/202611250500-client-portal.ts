import type { Kysely } from "kysely";

/** Issue 23: companies and the people in them, invitations, projects with milestones, and project messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("billing_name", "text", (c) => c.notNull())
    .addColumn("billing_email", "text", (c) => c.notNull())
    .addColumn("requires_two_factor", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("companies_name_idx").on("companies").columns(["name", "id"]).execute();

  // One company per person: a client works for one firm's client at a time.
  await db.schema
    .createTable("company_members")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("added_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("company_members_company_idx").on("company_members").column("company_id").execute();

  await db.schema
    .createTable("company_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .execute();
  await db.schema.createIndex("company_invitations_email_idx").on("company_invitations").columns(["email", "expires_at"]).execute();

  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sector", "text", (c) => c.notNull())
    .addColumn("services", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("coordinator_id", "text")
    .addColumn("saved_cost", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("projects_company_idx").on("projects").columns(["company_id", "updated_at", "id"]).execute();
  await db.schema.createIndex("projects_updated_idx").on("projects").columns(["updated_at", "id"]).execute();

  await db.schema
    .createTable("project_milestones")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("project_milestones_project_idx").on("project_milestones").columns(["project_id", "due_date"]).execute();

  await db.schema
    .createTable("project_threads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("project_threads_project_idx").on("project_threads").columns(["project_id", "updated_at", "id"]).execute();
  await db.schema.createIndex("project_threads_status_idx").on("project_threads").columns(["status", "updated_at"]).execute();

  // No foreign key to users: a message outlives its author's account and is then signed by "former member".
  await db.schema
    .createTable("project_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("thread_id", "text", (c) => c.notNull().references("project_threads.id").onDelete("cascade"))
    .addColumn("author_id", "text")
    .addColumn("from_firm", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("project_posts_thread_idx").on("project_posts").columns(["thread_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["project_posts", "project_threads", "project_milestones", "projects", "company_invitations", "company_members", "companies"]) {
    await db.schema.dropTable(table).execute();
  }
}
