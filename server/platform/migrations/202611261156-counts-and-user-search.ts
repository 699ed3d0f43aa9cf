import { type Kysely, PostgresAdapter, sql } from "kysely";

/** Counter rows per value on PostgreSQL: concurrent writers land on different rows, so none waits on another's commit. */
const SLOTS = 8;
/** The three searched user columns as one lower-cased text; a search term has no line break, so no match spans two columns. */
const USER_SEARCH_TEXT = `lower(username || chr(10) || email || chr(10) || coalesce(full_name, ''))`;
const USER_SEARCHED = "username, email, full_name";
const prefixed = (prefix: string) =>
  USER_SEARCHED.split(", ")
    .map((c) => `${prefix}.${c}`)
    .join(", ");

/**
 * A table `counts` of how many rows of `table` hold each value of `column`, kept by triggers in the writing
 * statement's own transaction, whichever code writes; the overview reads a handful of rows instead of counting.
 */
async function keepCounts(db: Kysely<unknown>, postgres: boolean, spec: { table: string; column: string; counts: string; as: string }) {
  const { table, column, counts, as } = spec;
  await sql
    .raw(`create table ${counts} (${column} text not null, slot integer not null, ${as} ${postgres ? "bigint" : "integer"} not null,
      primary key (${column}, slot))`)
    .execute(db);
  if (postgres) {
    // Statement triggers see every changed row at once: one grouped upsert per statement, in key order so two never deadlock.
    const add = (rows: string, sign: string) => `select ${column}, ${sign}count(*) as n from ${rows} group by ${column}`;
    const apply = (delta: string) => `insert into ${counts} (${column}, slot, ${as})
        select ${column}, slot, n from (select ${column}, sum(n) as n from (${delta}) d group by ${column}) t, (select floor(random() * ${SLOTS})::int as slot) s
        where n <> 0 order by ${column}
        on conflict (${column}, slot) do update set ${as} = ${counts}.${as} + excluded.${as};`;
    await sql
      .raw(`create function ${counts}_keep() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${apply(add("added", ""))}
        elsif tg_op = 'DELETE' then ${apply(add("removed", "-"))}
        else ${apply(`${add("added", "")} union all ${add("removed", "-")}`)}
        end if;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${counts}_insert after insert on ${table} referencing new table as added for each statement execute function ${counts}_keep()`)
      .execute(db);
    await sql
      .raw(`create trigger ${counts}_delete after delete on ${table} referencing old table as removed for each statement execute function ${counts}_keep()`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${counts}_update after update on ${table} referencing old table as removed new table as added for each statement execute function ${counts}_keep()`,
      )
      .execute(db);
  } else {
    const change = (value: string, delta: number) =>
      `insert into ${counts} (${column}, slot, ${as}) values (${value}, 0, ${delta}) on conflict (${column}, slot) do update set ${as} = ${as} + ${delta};`;
    await sql.raw(`create trigger ${counts}_insert after insert on ${table} begin ${change(`new.${column}`, 1)} end`).execute(db);
    await sql.raw(`create trigger ${counts}_delete after delete on ${table} begin ${change(`old.${column}`, -1)} end`).execute(db);
    await sql
      .raw(`create trigger ${counts}_update after update of ${column} on ${table} when old.${column} is not new.${column}
      begin ${change(`old.${column}`, -1)} ${change(`new.${column}`, 1)} end`)
      .execute(db);
  }
  // After the triggers: on PostgreSQL creating one locks out writers until this migration commits, so nothing is missed.
  await sql.raw(`insert into ${counts} (${column}, slot, ${as}) select ${column}, 0, count(*) from ${table} group by ${column}`).execute(db);
}

/**
 * Issue 27: the overview reads leads per status and accounts per role from counters instead of counting a million
 * rows, and user search goes through a trigram index as lead search does (decision 027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await keepCounts(db, postgres, { table: "leads", column: "status", counts: "lead_status_counts", as: "leads" });
  await keepCounts(db, postgres, { table: "users", column: "role", counts: "user_role_counts", as: "users" });

  if (postgres) {
    await sql.raw(`create index users_search_trgm_idx on users using gin ((${USER_SEARCH_TEXT}) gin_trgm_ops)`).execute(db);
  } else {
    await sql
      .raw(`create virtual table users_search using fts5(${USER_SEARCHED}, content='users', content_rowid='rowid', tokenize='trigram case_sensitive 0')`)
      .execute(db);
    await sql`insert into users_search(users_search) values ('rebuild')`.execute(db);
    await sql
      .raw(`create trigger users_search_insert after insert on users begin
      insert into users_search(rowid, ${USER_SEARCHED}) values (new.rowid, ${prefixed("new")}); end`)
      .execute(db);
    await sql
      .raw(`create trigger users_search_delete after delete on users begin
      insert into users_search(users_search, rowid, ${USER_SEARCHED}) values ('delete', old.rowid, ${prefixed("old")}); end`)
      .execute(db);
    await sql
      .raw(`create trigger users_search_update after update of ${USER_SEARCHED} on users begin
      insert into users_search(users_search, rowid, ${USER_SEARCHED}) values ('delete', old.rowid, ${prefixed("old")});
      insert into users_search(rowid, ${USER_SEARCHED}) values (new.rowid, ${prefixed("new")}); end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`drop index users_search_trgm_idx`.execute(db);
  else {
    for (const trigger of ["users_search_insert", "users_search_delete", "users_search_update"]) await sql.raw(`drop trigger ${trigger}`).execute(db);
    await sql`drop table users_search`.execute(db);
  }
  for (const [table, counts] of [
    ["users", "user_role_counts"],
    ["leads", "lead_status_counts"],
  ]) {
    for (const op of ["insert", "delete", "update"]) await sql.raw(`drop trigger ${counts}_${op}${postgres ? ` on ${table}` : ""}`).execute(db);
    if (postgres) await sql.raw(`drop function ${counts}_keep()`).execute(db);
    await sql.raw(`drop table ${counts}`).execute(db);
  }
}
