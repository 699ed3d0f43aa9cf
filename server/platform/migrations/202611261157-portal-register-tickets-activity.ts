import { type Kysely, sql } from "kysely";

/** The files the build ships for the Resources tab (scripts/resource-files.ts), listed once so staff can rename or hide them. */
const SHIPPED = [
  [
    "guide",
    "BIM Standards Guide",
    "Our modeling conventions, LOD definitions, file naming and the checks every model passes before issue.",
    "bim-standards-guide.pdf",
  ],
  [
    "template",
    "Deliverables register",
    "Every planned model, drawing set, clash report and schedule with its due date and status.",
    "deliverables-register-template.csv",
  ],
  ["template", "Drawing register", "Drawing numbers, revisions and ISO 19650 suitability codes for each issue.", "drawing-register-template.csv"],
  ["template", "RFI log", "Questions raised, the drawing or model they concern, and when each answer is needed.", "rfi-log-template.csv"],
  ["template", "Model file naming", "The ISO 19650 name fields we use for models and sheets, with examples.", "model-file-naming-template.csv"],
] as const;

/**
 * Issue 23, second part: the deliverables register, RFIs (kind, answer-by date, the firm's assignee), support
 * tickets, each project's activity, the weekly digest's once-a-week record and the Resources tab's list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string) => sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);

  await db.schema
    .createTable("project_deliverables")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("issued_at", "text")
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await index("project_deliverables_project_idx", "project_deliverables", "project_id, due_date, id");

  // Who raised a thread decides what 'open' means: waiting for the other side.
  await db.schema
    .alterTable("project_threads")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("message"))
    .execute();
  await db.schema
    .alterTable("project_threads")
    .addColumn("raised_by_firm", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("project_threads").addColumn("assignee_id", "text").execute();
  await db.schema.alterTable("project_threads").addColumn("due_date", "text").execute();
  await sql`update project_threads set raised_by_firm = coalesce((select p.from_firm from project_posts p where p.thread_id = project_threads.id
    order by p.created_at, p.id limit 1), 0)`.execute(db);
  // A thread the firm raised was 'answered' when the firm wrote last; now that is 'open', waiting for the client.
  await sql`update project_threads set status = case status when 'answered' then 'open' when 'open' then 'answered' else status end
    where raised_by_firm = 1`.execute(db);
  await index("project_threads_assignee_idx", "project_threads", "assignee_id");
  await index("project_posts_author_idx", "project_posts", "author_id");

  await db.schema
    .createTable("support_tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) => c.notNull().references("companies.id"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("assignee_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await index("support_tickets_company_idx", "support_tickets", "company_id, status, updated_at");
  await index("support_tickets_status_idx", "support_tickets", "status, updated_at");
  // No foreign key to users, as for project posts: a ticket's history outlives its author's account.
  await db.schema
    .createTable("support_ticket_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("ticket_id", "text", (c) => c.notNull().references("support_tickets.id").onDelete("cascade"))
    .addColumn("author_id", "text")
    .addColumn("from_firm", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await index("support_ticket_posts_ticket_idx", "support_ticket_posts", "ticket_id, created_at");
  await index("support_ticket_posts_author_idx", "support_ticket_posts", "author_id");

  await db.schema
    .createTable("project_activity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("project_id", "text", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await index("project_activity_project_idx", "project_activity", "project_id, created_at, id");
  await index("project_activity_actor_idx", "project_activity", "actor_id");
  await index("projects_coordinator_idx", "projects", "coordinator_id");

  // One row per person and ISO week: its primary key is what sends a weekly digest once, however many instances run.
  await db.schema
    .createTable("portal_digests")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("week", "text", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("portal_digests_pk", ["user_id", "week"])
    .execute();

  await db.schema
    .createTable("portal_resources")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("file", "text")
    .addColumn("url", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  for (const [position, [kind, title, description, file]] of SHIPPED.entries()) {
    await sql`insert into portal_resources (id, kind, title, description, file, url, position, created_at, updated_at)
      values (${`shipped-${file.replace(/\.\w+$/, "")}`}, ${kind}, ${title}, ${description}, ${file}, ${null}, ${position * 10}, ${now}, ${now})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["portal_resources", "portal_digests", "project_activity", "support_ticket_posts", "support_tickets", "project_deliverables"]) {
    await db.schema.dropTable(table).execute();
  }
  for (const name of ["project_threads_assignee_idx", "project_posts_author_idx", "projects_coordinator_idx"]) await db.schema.dropIndex(name).execute();
  await sql`update project_threads set status = case status when 'answered' then 'open' when 'open' then 'answered' else status end
    where raised_by_firm = 1`.execute(db);
  for (const column of ["due_date", "assignee_id", "raised_by_firm", "kind"]) await db.schema.alterTable("project_threads").dropColumn(column).execute();
}
