import { type RawBuilder, sql } from "kysely";
import { type Db, isPostgres } from "../server/platform/database";

/** How much of each table a scale run holds; leads, page views and users spread back over `years`. */
export type ScaleSizes = { leads: number; users: number; pageViews: number; sessions: number; subscribers: number };

/** Rows per statement: big enough to be quick, small enough that no transaction holds gigabytes. */
const CHUNK = 50_000;
const PATHS = 200;
const REFERRERS = 30;

/** SQL for the ISO-8601 UTC text of `minutes` minutes before now, in the form the site writes (toISOString). */
const minutesAgo = (postgres: boolean, minutes: RawBuilder<unknown>) =>
  postgres
    ? sql`to_char((now() at time zone 'utc') - (${minutes}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', printf('%+d minutes', -(${minutes})))`;
const text = (postgres: boolean, value: RawBuilder<unknown>) => (postgres ? sql`(${value})::text` : sql`cast(${value} as text)`);
const uuid = (postgres: boolean, prefix: string) =>
  postgres ? sql.raw(`'${prefix}' || lpad(i::text, 12, '0')`) : sql.raw(`'${prefix}' || substr('000000000000' || i, -12)`);

/** Runs `insert … select` over the numbers from..to, which each dialect generates itself: no row passes through Node. */
async function numbered(db: Db, from: number, to: number, insert: (postgres: boolean) => RawBuilder<unknown>) {
  const postgres = isPostgres(db);
  for (let start = from; start <= to; start += CHUNK) {
    const end = Math.min(to, start + CHUNK - 1);
    const numbers = postgres
      ? sql`select i from generate_series(${sql.lit(start)}::int, ${sql.lit(end)}::int) as g(i)`
      : sql`with recursive g(i) as (select ${sql.lit(start)} union all select i + 1 from g where i < ${sql.lit(end)}) select i from g`;
    await sql`${insert(postgres)} from (${numbers}) as n`.execute(db);
  }
}

/**
 * Fills the real schema (migrations applied, triggers and indexes live) in bulk: leads a quarter-hour apart going
 * back in time, every `expiredEvery`-th last touched over 24 months ago; page views a day's worth per `viewsPerDay`
 * going back two years, so some are past their 400 days; users, their sessions and newsletter subscribers.
 */
export async function seedInBulk(db: Db, sizes: ScaleSizes, options: { expiredEvery?: number; viewsPerDay?: number } = {}) {
  const expiredEvery = options.expiredEvery ?? 10;
  const viewsPerDay = options.viewsPerDay ?? Math.max(1, Math.ceil(sizes.pageViews / 730));
  await numbered(
    db,
    1,
    sizes.leads,
    (pg) => sql`insert into leads (id, form, page, full_name, email, phone, company, subject, service, message, privacy_accepted, status,
      spam_reason, reference, review_reason, idempotency_key, fingerprint, landing_page, referrer, utm_source, utm_medium, utm_campaign,
      utm_term, utm_content, ip, user_agent, user_id, created_at, updated_at)
      select ${uuid(pg, "00000000-0000-4000-8000-")}, 'inquiry', '/contact', 'Seeded Person ' || ${text(pg, sql`i`)},
        'seed' || ${text(pg, sql`i`)} || '@example.com', null, 'Company ' || ${text(pg, sql`i % 500`)}, 'Survey request ' || ${text(pg, sql`i`)}, 'bim',
        'Point cloud to Revit model, ' || ${text(pg, sql`i % 1000`)} || ' square metres.', 1,
        case when i % 11 = 0 then 'contacted' when i % 13 = 0 then 'won' when i % 17 = 0 then 'spam' else 'new' end,
        null, null, null, null, 'fp' || ${text(pg, sql`i`)}, null, null, null, null, null, null, null, null, null, null,
        ${minutesAgo(pg, sql`i * 15`)},
        case when i % ${sql.lit(expiredEvery)} = 0 then ${minutesAgo(pg, sql`1100 * 1440 + i`)} else ${minutesAgo(pg, sql`i * 15`)} end`,
  );
  await numbered(
    db,
    1,
    sizes.users,
    (pg) => sql`insert into users (id, username, email, full_name, password_hash, role, created_at, last_login_at, disabled_at, email_verified_at)
      select ${uuid(pg, "00000000-0000-4000-9000-")}, 'member' || ${text(pg, sql`i`)}, 'member' || ${text(pg, sql`i`)} || '@example.com',
        'Member ' || ${text(pg, sql`i`)}, 'not-a-hash', 'user', ${minutesAgo(pg, sql`i * 7`)},
        case when i % 3 = 0 then null else ${minutesAgo(pg, sql`i`)} end, null, ${minutesAgo(pg, sql`i * 7`)}`,
  );
  await numbered(
    db,
    1,
    // Each session belongs to a seeded user.
    Math.min(sizes.sessions, sizes.users),
    (pg) => sql`insert into sessions (id, user_id, persistent, created_at, expires_at, public_id, last_seen_at, device, ip)
      select ${uuid(pg, "00000000-0000-4000-a000-")}, ${uuid(pg, "00000000-0000-4000-9000-")}, 1, ${minutesAgo(pg, sql`60`)},
        ${minutesAgo(pg, sql`-43200`)}, ${uuid(pg, "public-")}, ${minutesAgo(pg, sql`5`)}, 'Chrome on Linux', '127.0.0.1'`,
  );
  await numbered(
    db,
    1,
    sizes.subscribers,
    (pg) => sql`insert into newsletter_subscribers (id, email, source, consented_at, unsubscribed_at, confirmed_at, ip, created_at)
      select ${uuid(pg, "00000000-0000-4000-b000-")}, 'reader' || ${text(pg, sql`i`)} || '@example.com', 'footer', ${minutesAgo(pg, sql`i * 3`)}, null,
        ${minutesAgo(pg, sql`i * 3`)}, null, ${minutesAgo(pg, sql`i * 3`)}`,
  );
  await numbered(db, 1, sizes.pageViews, (pg) => {
    const day = sql`substr(${minutesAgo(pg, sql`(i / ${sql.lit(viewsPerDay)}) * 1440`)}, 1, 10)`;
    return sql`insert into page_views (viewed_at, day, path, referrer_host, width_class)
      select ${minutesAgo(pg, sql`(i / ${sql.lit(viewsPerDay)}) * 1440`)}, ${day}, '/page-' || ${text(pg, sql`i % ${sql.lit(PATHS)}`)},
        case when i % 3 = 0 then 'site' || ${text(pg, sql`i % ${sql.lit(REFERRERS)}`)} || '.example' else null end, 'desktop'`;
  });
  // The traffic card reads the daily figures, which the site keeps per event; seeded views get theirs at once.
  await sql`delete from page_view_days`.execute(db);
  await sql`insert into page_view_days (kind, day, key, views)
    select 'all', day, '', count(*) from page_views group by day
    union all select 'path', day, path, count(*) from page_views group by day, path
    union all select 'referrer', day, referrer_host, count(*) from page_views where referrer_host is not null group by day, referrer_host`.execute(db);
  await sql`analyze`.execute(db);
}
