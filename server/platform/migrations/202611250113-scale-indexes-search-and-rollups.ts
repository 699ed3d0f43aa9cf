import { type Kysely, PostgresAdapter, sql } from "kysely";

/** The five searched lead columns as one lower-cased text; a search term has no line break, so no match spans two columns. */
const LEAD_SEARCH_TEXT = `lower(coalesce(full_name, '') || chr(10) || coalesce(email, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(subject, '') || chr(10) || coalesce(message, ''))`;
const SEARCHED = "full_name, email, company, subject, message";
const old = (prefix: string) =>
  SEARCHED.split(", ")
    .map((c) => `${prefix}.${c}`)
    .join(", ");

/**
 * Issue 27: every admin list pages by key on an index of its sort column and id; lead search by trigram (FTS5 on
 * SQLite, pg_trgm on PostgreSQL); retention reads leads by updated_at; page views get an integer key and a daily rollup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const index = (name: string, table: string, columns: string) => sql.raw(`create index ${name} on ${table} (${columns})`).execute(db);

  await sql`drop index if exists leads_created_idx`.execute(db);
  await sql`drop index if exists leads_status_idx`.execute(db);
  await index("leads_created_id_idx", "leads", "created_at, id");
  await index("leads_status_created_id_idx", "leads", "status, created_at, id");
  await index("leads_updated_id_idx", "leads", "updated_at, id");
  await index("users_created_id_idx", "users", "created_at, id");
  await index("users_username_id_idx", "users", "username, id");
  await index("users_email_id_idx", "users", "email, id");
  await index("users_role_id_idx", "users", "role, id");
  await index("users_last_login_id_idx", "users", "coalesce(last_login_at, ''), id");
  await index("newsletter_subscribers_created_id_idx", "newsletter_subscribers", "created_at, id");
  await index("jobs_finished_idx", "jobs", "status, finished_at");

  if (postgres) {
    // A trusted extension since PostgreSQL 13: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql.raw(`create index leads_search_trgm_idx on leads using gin ((${LEAD_SEARCH_TEXT}) gin_trgm_ops)`).execute(db);
  } else {
    await sql
      .raw(`create virtual table leads_search using fts5(${SEARCHED}, content='leads', content_rowid='rowid', tokenize='trigram case_sensitive 0')`)
      .execute(db);
    await sql`insert into leads_search(leads_search) values ('rebuild')`.execute(db);
    await sql
      .raw(`create trigger leads_search_insert after insert on leads begin
      insert into leads_search(rowid, ${SEARCHED}) values (new.rowid, ${old("new")}); end`)
      .execute(db);
    await sql
      .raw(`create trigger leads_search_delete after delete on leads begin
      insert into leads_search(leads_search, rowid, ${SEARCHED}) values ('delete', old.rowid, ${old("old")}); end`)
      .execute(db);
    await sql
      .raw(`create trigger leads_search_update after update of ${SEARCHED} on leads begin
      insert into leads_search(leads_search, rowid, ${SEARCHED}) values ('delete', old.rowid, ${old("old")});
      insert into leads_search(rowid, ${SEARCHED}) values (new.rowid, ${old("new")}); end`)
      .execute(db);
  }

  // Page views keyed by an integer that grows with time; the rows are carried across in the order they were seen.
  await db.schema
    .createTable("page_views_by_id")
    .addColumn("id", postgres ? "bigint" : "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("width_class", "text", (c) => c.notNull())
    .execute();
  await sql`insert into page_views_by_id (viewed_at, day, path, referrer_host, width_class)
    select viewed_at, day, path, referrer_host, width_class from page_views order by viewed_at, id`.execute(db);
  await db.schema.dropTable("page_views").execute();
  await db.schema.alterTable("page_views_by_id").renameTo("page_views").execute();
  await index("page_views_day_idx", "page_views", "day");

  // The traffic card's figures per day: all views, views per path, views per referring site.
  await db.schema
    .createTable("page_view_days")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_view_days_pk", ["kind", "day", "key"])
    .execute();
  await index("page_view_days_day_idx", "page_view_days", "day");
  await sql`insert into page_view_days (kind, day, key, views)
    select 'all', day, '', count(*) from page_views group by day
    union all select 'path', day, path, count(*) from page_views group by day, path
    union all select 'referrer', day, referrer_host, count(*) from page_views where referrer_host is not null group by day, referrer_host`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("page_view_days").execute();
  await db.schema
    .createTable("page_views_by_text")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("width_class", "text", (c) => c.notNull())
    .execute();
  await sql`insert into page_views_by_text select cast(id as text), viewed_at, day, path, referrer_host, width_class from page_views`.execute(db);
  await db.schema.dropTable("page_views").execute();
  await db.schema.alterTable("page_views_by_text").renameTo("page_views").execute();
  await sql`create index page_views_day_idx on page_views (day)`.execute(db);

  if (postgres) await sql`drop index leads_search_trgm_idx`.execute(db);
  else {
    for (const trigger of ["leads_search_insert", "leads_search_delete", "leads_search_update"]) await sql.raw(`drop trigger ${trigger}`).execute(db);
    await sql`drop table leads_search`.execute(db);
  }
  for (const name of [
    "jobs_finished_idx",
    "newsletter_subscribers_created_id_idx",
    "users_last_login_id_idx",
    "users_role_id_idx",
    "users_email_id_idx",
    "users_username_id_idx",
    "users_created_id_idx",
    "leads_updated_id_idx",
    "leads_status_created_id_idx",
    "leads_created_id_idx",
  ])
    await sql.raw(`drop index ${name}`).execute(db);
  await sql`create index leads_created_idx on leads (created_at)`.execute(db);
  await sql`create index leads_status_idx on leads (status, created_at)`.execute(db);
}
