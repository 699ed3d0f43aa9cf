import { type Kysely, PostgresAdapter, sql } from "kysely";

const BACKFILL_BATCH = 500;
/** What the day counts are kept by, and the lead column (a missing campaign is the empty key). */
const DAY_COUNT_KEYS = [
  ["source", (row: string) => `${row}source`],
  ["campaign", (row: string) => `coalesce(${row}utm_campaign, '')`],
  ["service", (row: string) => `${row}service`],
] as const;

/** Where a lead came from, in one word a report can group by: the UTM source, else the referring site, else direct. */
function leadSource(utmSource: string | null, referrer: string | null): string {
  const tagged = utmSource?.trim().toLowerCase();
  if (tagged) return tagged.slice(0, 100);
  if (!referrer) return "direct";
  try {
    return new URL(referrer).hostname.replace(/^www\./, "") || "direct";
  } catch {
    return "direct";
  }
}

/**
 * Issue 25, the sales pipeline: an owner, a value, an expected close, a next action and the pipeline's own dates on
 * each lead; a timeline of activities; daily digests kept once per person and day; saved filters; reply templates and
 * assignment rules; each person's digest choices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, string][] = [
    ["owner_id", "text"],
    ["value", "integer"],
    ["expected_close", "text"],
    ["next_action", "text"],
    ["next_action_date", "text"],
    ["stage_reason", "text"],
    ["qualified_at", "text"],
    ["closed_at", "text"],
    ["first_reply_at", "text"],
    ["first_reply_seconds", "integer"],
    ["touched_at", "text"],
    ["client_company_id", "text"],
    ["client_project_id", "text"],
  ];
  for (const [name, type] of columns) await sql.raw(`alter table leads add column ${name} ${type}`).execute(db);
  await sql`alter table leads add column source text not null default 'direct'`.execute(db);

  // Existing leads: their source from what was recorded, a close date for those already won or lost.
  await sql`update leads set source = lower(substr(trim(utm_source), 1, 100)) where utm_source is not null and trim(utm_source) <> ''`.execute(db);
  let last = "";
  for (;;) {
    const rows = await sql<{ id: string; referrer: string }>`select id, referrer from leads
      where referrer is not null and (utm_source is null or trim(utm_source) = '') and id > ${last} order by id limit ${BACKFILL_BATCH}`.execute(db);
    for (const row of rows.rows) await sql`update leads set source = ${leadSource(null, row.referrer)} where id = ${row.id}`.execute(db);
    const end = rows.rows.at(-1);
    if (!end || rows.rows.length < BACKFILL_BATCH) break;
    last = end.id;
  }
  await sql`update leads set closed_at = updated_at where status in ('won', 'lost')`.execute(db);
  await sql`update leads set qualified_at = updated_at where status in ('qualified', 'won')`.execute(db);

  const index = (name: string, columns: string) => sql.raw(`create index ${name} on leads (${columns})`).execute(db);
  await index("leads_owner_created_id_idx", "owner_id, created_at, id");
  await index("leads_source_created_id_idx", "source, created_at, id");
  await index("leads_campaign_created_id_idx", "utm_campaign, created_at, id");
  await index("leads_service_created_id_idx", "service, created_at, id");
  await index("leads_email_idx", "lower(email)");
  // The board: each stage's newest cards, and its count and value, read from the index alone.
  await index("leads_board_idx", "status, updated_at, id");
  await index("leads_board_totals_idx", "status, closed_at, owner_id, value");
  await index("leads_owner_board_idx", "owner_id, status, updated_at, id");
  // Reports read a window of months: every column they group by is in the index, so no row is fetched.
  await index("leads_report_idx", "created_at, status, source, service, utm_campaign, qualified_at, first_reply_seconds");
  // The digest: one owner's open leads by next action date, and those nobody has touched, counted from the index.
  await index("leads_next_action_idx", "owner_id, next_action_date, status");
  await index("leads_untouched_idx", "owner_id, touched_at, created_at, status");

  await db.schema
    .createTable("lead_activities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("author_name", "text")
    .addColumn("subject", "text")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("mail_job_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_activities_lead_idx").on("lead_activities").columns(["lead_id", "created_at", "id"]).execute();

  // The primary key is what makes a digest go out once per person and local day, however many instances run the job.
  await db.schema
    .createTable("lead_digests")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("items", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_digests_pk", ["user_id", "day"])
    .execute();

  await db.schema
    .createTable("lead_digest_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("lead_saved_filters")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("filter", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("lead_saved_filters_name_uq", ["user_id", "name"])
    .execute();

  await db.schema
    .createTable("lead_reply_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Leads per UTC day by source, campaign and service (spam aside), kept by triggers on every write path: the
  // monthly reports read a few thousand of these instead of scanning a year of leads.
  await db.schema
    .createTable("lead_day_counts")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_day_counts_pk", ["kind", "day", "key"])
    .execute();
  for (const [kind, column] of DAY_COUNT_KEYS)
    await sql
      .raw(`insert into lead_day_counts (kind, day, key, n) select '${kind}', substr(created_at, 1, 10), ${column("")}, count(*) from leads
        where status <> 'spam' group by substr(created_at, 1, 10), ${column("")}`)
      .execute(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const values = (row: "new" | "old") => DAY_COUNT_KEYS.map(([kind, column]) => `('${kind}', substr(${row}.created_at, 1, 10), ${column(`${row}.`)})`);
  if (postgres) {
    await sql
      .raw(`create function lead_day_counts_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status <> 'spam' then
          update lead_day_counts set n = n - 1 where (kind, day, key) in (${values("old").join(", ")});
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status <> 'spam' then
          insert into lead_day_counts (kind, day, key, n) values ${values("new")
            .map((v) => `${v.slice(0, -1)}, 1)`)
            .join(", ")}
          on conflict (kind, day, key) do update set n = lead_day_counts.n + 1;
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`create trigger leads_day_counts after insert or delete or update of status, source, utm_campaign, service, created_at on leads
        for each row execute function lead_day_counts_change()`)
      .execute(db);
  } else {
    const add = (row: "new") =>
      values(row)
        .map((v) => `insert into lead_day_counts (kind, day, key, n) values ${v.slice(0, -1)}, 1) on conflict (kind, day, key) do update set n = n + 1;`)
        .join("\n");
    const remove = (row: "old") =>
      values(row)
        .map((v) => `update lead_day_counts set n = n - 1 where (kind, day, key) = ${v};`)
        .join("\n");
    await sql.raw(`create trigger leads_day_counts_insert after insert on leads when new.status <> 'spam' begin ${add("new")} end`).execute(db);
    await sql.raw(`create trigger leads_day_counts_delete after delete on leads when old.status <> 'spam' begin ${remove("old")} end`).execute(db);
    await sql
      .raw(`create trigger leads_day_counts_update_old after update of status, source, utm_campaign, service, created_at on leads when old.status <> 'spam'
        begin ${remove("old")} end`)
      .execute(db);
    await sql
      .raw(`create trigger leads_day_counts_update_new after update of status, source, utm_campaign, service, created_at on leads when new.status <> 'spam'
        begin ${add("new")} end`)
      .execute(db);
  }

  // One row: the rules as JSON and the rotation's counter, taken by an atomic increment.
  await db.schema
    .createTable("lead_assignment")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("rules", "text", (c) => c.notNull())
    .addColumn("rotation_turn", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger leads_day_counts on leads`.execute(db);
    await sql`drop function lead_day_counts_change()`.execute(db);
  } else {
    for (const trigger of ["insert", "delete", "update_old", "update_new"]) await sql.raw(`drop trigger leads_day_counts_${trigger}`).execute(db);
  }
  for (const table of [
    "lead_assignment",
    "lead_day_counts",
    "lead_reply_templates",
    "lead_saved_filters",
    "lead_digest_settings",
    "lead_digests",
    "lead_activities",
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const name of [
    "leads_owner_created_id_idx",
    "leads_source_created_id_idx",
    "leads_campaign_created_id_idx",
    "leads_service_created_id_idx",
    "leads_email_idx",
    "leads_board_idx",
    "leads_board_totals_idx",
    "leads_owner_board_idx",
    "leads_report_idx",
    "leads_next_action_idx",
    "leads_untouched_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  const columns = ["owner_id", "value", "expected_close", "next_action", "next_action_date", "stage_reason", "qualified_at", "closed_at"];
  columns.push("first_reply_at", "first_reply_seconds", "touched_at", "client_company_id", "client_project_id", "source");
  for (const column of columns) await sql.raw(`alter table leads drop column ${column}`).execute(db);
}
