import { randomUUID } from "node:crypto";
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { LeadForm, LeadStatus } from "../../contract/leads";
import { dayAfter, lastLocalDays, startOfNamedDay } from "../platform/local-day";
import { isPostgres } from "../platform/database";
import { beyond, cappedCount, keysetPage, type PagePosition } from "../platform/keyset";
import type { Database } from "../platform/schema";
import { ftsContains, likePattern, TRIGRAM } from "../platform/text-search";
import { type LeadRecord, toLeadRecord } from "./leads";
import { moveStage, nextMoment, stageColumns } from "./pipeline/stage";

// The admin console's reads and the one write it needs; other features call these, never the tables.

/** Rows an export reads per query. */
const EXPORT_BATCH = 500;

export type LeadFilter = {
  search?: string;
  status?: LeadStatus;
  form?: LeadForm;
  from?: string;
  to?: string;
  /** A person's id, or null for leads nobody owns. */
  owner?: string | null;
  source?: string;
  campaign?: string;
  service?: string;
};
export type LeadPage = { leads: LeadRecord[]; total: number; capped: boolean; next: string | null; previous: string | null };

/** The migration's trigram index covers exactly this expression on PostgreSQL; a search term has no line break, so no match spans two columns. */
const LEAD_SEARCH_TEXT = sql.raw(
  `lower(coalesce(full_name, '') || chr(10) || coalesce(email, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(subject, '') || chr(10) || coalesce(message, ''))`,
);

/** Leads whose name, email, company, subject or message contains the term, found through the search index where one applies. */
function searched(db: Kysely<Database>, query: SelectQueryBuilder<Database, "leads", object>, term: string) {
  if (isPostgres(db)) return query.where(sql<SqlBool>`${LEAD_SEARCH_TEXT} like ${likePattern(term)} escape '\\'`);
  if ([...term].length >= TRIGRAM) return query.where(ftsContains("leads", "leads_search", term));
  return query.where((eb) =>
    eb.or(
      ["full_name", "email", "company", "subject", "message"].map((column) =>
        eb(sql`lower(${sql.ref(column)})`, "like", sql`${likePattern(term)} escape '\\'`),
      ),
    ),
  );
}

function filtered(db: Kysely<Database>, filter: LeadFilter) {
  let query: SelectQueryBuilder<Database, "leads", object> = db.selectFrom("leads");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", filter.to);
  if (filter.owner !== undefined) query = filter.owner === null ? query.where("owner_id", "is", null) : query.where("owner_id", "=", filter.owner);
  if (filter.source) query = query.where("source", "=", filter.source.toLowerCase());
  if (filter.campaign) query = query.where("utm_campaign", "=", filter.campaign);
  if (filter.service) query = query.where("service", "=", filter.service);
  const term = filter.search?.trim();
  return term ? searched(db, query, term) : query;
}

const CREATED = sql.ref("created_at");

/** Every lead column, its owner's name and, where asked, how many other leads share its address. */
function withOwner<O>(query: SelectQueryBuilder<Database, "leads", O>, countSameEmail: boolean) {
  return query
    .selectAll("leads")
    .select((eb) => [
      eb
        .selectFrom("users")
        .select(sql<string>`coalesce(users.full_name, users.username)`.as("n"))
        .whereRef("users.id", "=", "leads.owner_id")
        .as("owner_name"),
      countSameEmail
        ? eb
            .selectFrom("leads as same")
            .select(eb.fn.countAll<number>().as("n"))
            .where(sql<SqlBool>`lower(same.email) = lower(leads.email) and same.id <> leads.id and leads.email <> ''`)
            .as("same_email")
        : sql<number>`0`.as("same_email"),
    ]);
}

/** Newest first, a page by key; search matches name, email, company, subject and message; the count stops at the cap. */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter & Partial<PagePosition> = {}): Promise<LeadPage> {
  const position = {
    page: Math.max(1, filter.page ?? 1),
    pageSize: Math.min(100, Math.max(1, filter.pageSize ?? 25)),
    after: filter.after,
    before: filter.before,
  };
  const query = filtered(db, filter);
  const [page, count] = await Promise.all([
    keysetPage(withOwner(query, true), { ...position, sort: CREATED, order: "desc", keyOf: (row) => row.created_at }),
    cappedCount(db, query),
  ]);
  return { leads: page.rows.map(toLeadRecord), ...count, next: page.next, previous: page.previous };
}

/** Every matching lead, newest first, read by key a batch at a time for the CSV export: no count, no offset. */
export async function* eachLeadBatch(db: Kysely<Database>, filter: LeadFilter): AsyncGenerator<LeadRecord[]> {
  const query = withOwner(filtered(db, filter), false).orderBy(CREATED, "desc").orderBy(sql.ref("id"), "desc").limit(EXPORT_BATCH);
  let last: [string, string] | undefined;
  for (;;) {
    const rows = await (last ? query.where(beyond(CREATED, last, "desc")) : query).execute();
    if (rows.length > 0) yield rows.map(toLeadRecord);
    const end = rows.at(-1);
    if (!end || rows.length < EXPORT_BATCH) return;
    last = [end.created_at, end.id];
  }
}

/** The newest leads, for the overview. */
export async function recentLeads(db: Kysely<Database>, limit: number): Promise<LeadRecord[]> {
  const rows = await db.selectFrom("leads").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map(toLeadRecord);
}

/**
 * Won ÷ leads received (spam aside), for the last 30 days and the 30 before, in one pass; null where no lead arrived.
 * A lead counts in the window it arrived in, so a rate can still rise as its leads are worked. The funnel report
 * shows the same `current`.
 */
export async function conversionRates(db: Kysely<Database>, now: Date): Promise<{ current: number | null; previous: number | null }> {
  const day = 86_400_000;
  const start = new Date(now.getTime() - 30 * day).toISOString();
  const earliest = new Date(now.getTime() - 60 * day).toISOString();
  const row = await db
    .selectFrom("leads")
    .where("status", "!=", "spam")
    .where("created_at", ">=", earliest)
    .where("created_at", "<", now.toISOString())
    .select((eb) => {
      const recent = eb("created_at", ">=", start);
      const count = (when: ReturnType<typeof eb.and>) => eb.fn.sum<number>(eb.case().when(when).then(1).else(0).end());
      return [
        count(eb.and([recent])).as("current_total"),
        count(eb.and([recent, eb("status", "=", "won")])).as("current_won"),
        count(eb.and([eb.not(recent)])).as("previous_total"),
        count(eb.and([eb.not(recent), eb("status", "=", "won")])).as("previous_won"),
      ];
    })
    .executeTakeFirstOrThrow();
  const rate = (won: unknown, total: unknown) => (Number(total ?? 0) === 0 ? null : Math.round((1000 * Number(won ?? 0)) / Number(total)) / 10);
  return { current: rate(row.current_won, row.current_total), previous: rate(row.previous_won, row.previous_total) };
}

export type LeadHistoryEntry = { fromStatus: LeadStatus | null; toStatus: LeadStatus; note: string | null; changedBy: string | null; at: string };

export async function getLeadWithHistory(db: Kysely<Database>, id: string): Promise<{ lead: LeadRecord; history: LeadHistoryEntry[] } | undefined> {
  const row = await withOwner(db.selectFrom("leads"), true).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const history = await db.selectFrom("lead_status_history").selectAll().where("lead_id", "=", id).orderBy("created_at").orderBy("id").execute();
  return {
    lead: toLeadRecord(row),
    history: history.map((h) => ({
      fromStatus: h.from_status as LeadStatus | null,
      toStatus: h.to_status as LeadStatus,
      note: h.note,
      changedBy: h.changed_by,
      at: h.created_at,
    })),
  };
}

/** Moves a lead to a status and writes why, in the caller's transaction; false when there is no such lead. */
export async function changeLeadStatus(trx: Kysely<Database>, input: { id: string; status: LeadStatus; note?: string; changedBy?: string }): Promise<boolean> {
  const lead = await trx.selectFrom("leads").select(stageColumns).where("id", "=", input.id).executeTakeFirst();
  if (!lead) return false;
  if (lead.status === input.status) {
    // The same status again still records the note, as before.
    const at = await nextMoment(trx, input.id);
    await trx.updateTable("leads").set({ updated_at: at, touched_at: at }).where("id", "=", input.id).execute();
    await trx
      .insertInto("lead_status_history")
      .values({
        id: randomUUID(),
        lead_id: input.id,
        from_status: lead.status,
        to_status: input.status,
        note: input.note ?? null,
        changed_by: input.changedBy ?? null,
        created_at: at,
      })
      .execute();
    return true;
  }
  await moveStage(trx, lead, input.status, { note: input.note, by: input.changedBy });
  return true;
}

/** Leads per status, exact, from the counters the triggers on `leads` keep in every writing transaction. */
async function leadsByStatus(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("lead_status_counts")
    .select((eb) => ["status", eb.fn.sum<number | string>("leads").as("leads")])
    .groupBy("status")
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.leads)]));
}

/** Total and today's leads (UTC day, or from `dayStart` when the caller knows the local one), spam excluded; today's are read by the date index. */
export async function countLeads(db: Kysely<Database>, now = new Date(), dayStart?: Date): Promise<{ total: number; today: number }> {
  const midnight = (dayStart ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))).toISOString();
  const [byStatus, today] = await Promise.all([
    leadsByStatus(db),
    db
      .selectFrom("leads")
      .where("created_at", ">=", midnight)
      .where("status", "!=", "spam")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const total = [...byStatus].reduce((sum, [status, n]) => (status === "spam" ? sum : sum + n), 0);
  return { total, today: Number(today.n) };
}

/** Leads per calendar day in `timeZone` (UTC unless given) over the last `days` days, spam excluded, oldest first, days without leads included. */
export async function leadsPerDay(db: Kysely<Database>, days = 30, now = new Date(), timeZone = "UTC"): Promise<{ day: string; count: number }[]> {
  const dayList = lastLocalDays(now, days, timeZone);
  // Each local day's bounds are computed once; the database counts, so no row reaches JavaScript (issue 27).
  const bounds = [...dayList, dayAfter(dayList.at(-1) ?? "")].map((day) => startOfNamedDay(day, timeZone).toISOString());
  // One count per day, each a range of the (status, created_at) index: no row is read, whatever the day's leads.
  const row = await db
    .selectNoFrom((eb) =>
      dayList.map((_, i) =>
        eb
          .selectFrom("leads")
          .where("status", "!=", "spam")
          .where("created_at", ">=", bounds[i] ?? "")
          .where("created_at", "<", bounds[i + 1] ?? "")
          .select((c) => c.fn.countAll<number>().as("n"))
          .as(`d${i}`),
      ),
    )
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | string | null>;
  return dayList.map((day, i) => ({ day, count: Number(counts[`d${i}`] ?? 0) }));
}

type Subscriber = { email: string; source: string; consentedAt: string; confirmedAt: string | null; unsubscribedAt: string | null };
const asSubscriber = (r: { email: string; source: string; consented_at: string; confirmed_at: string | null; unsubscribed_at: string | null }): Subscriber => ({
  email: r.email,
  source: r.source,
  consentedAt: r.consented_at,
  confirmedAt: r.confirmed_at,
  unsubscribedAt: r.unsubscribed_at,
});

function subscribersMatching(db: Kysely<Database>, active?: boolean) {
  const query = db.selectFrom("newsletter_subscribers");
  return active ? query.where("unsubscribed_at", "is", null).where("confirmed_at", "is not", null) : query;
}

/** Newsletter subscribers, newest first, a page by key; `active` keeps only confirmed addresses that have not unsubscribed. */
export async function listSubscribers(db: Kysely<Database>, options: { active?: boolean } & Partial<PagePosition> = {}) {
  const position = {
    page: Math.max(1, options.page ?? 1),
    pageSize: Math.min(500, Math.max(1, options.pageSize ?? 100)),
    after: options.after,
    before: options.before,
  };
  const query = subscribersMatching(db, options.active);
  const [page, count] = await Promise.all([
    keysetPage(query.selectAll(), { ...position, sort: CREATED, order: "desc", keyOf: (row) => row.created_at }),
    cappedCount(db, query),
  ]);
  return { subscribers: page.rows.map(asSubscriber), ...count, next: page.next, previous: page.previous };
}

/** Every subscriber, newest first, by key a batch at a time, for the CSV export. */
export async function* eachSubscriber(db: Kysely<Database>): AsyncGenerator<Subscriber> {
  const query = subscribersMatching(db).selectAll().orderBy(CREATED, "desc").orderBy(sql.ref("id"), "desc").limit(EXPORT_BATCH);
  let last: [string, string] | undefined;
  for (;;) {
    const rows = await (last ? query.where(beyond(CREATED, last, "desc")) : query).execute();
    for (const row of rows) yield asSubscriber(row);
    const end = rows.at(-1);
    if (!end || rows.length < EXPORT_BATCH) return;
    last = [end.created_at, end.id];
  }
}
