import { sql } from "kysely";
import type { PageView } from "../../contract/widgets";
import { inBatches, yieldToRequests } from "../platform/batches";
import type { Db } from "../platform/database";
import type { PageViewDaysTable } from "./page-views.table";

/** The referrer is kept as its host only; a same-site or unparseable referrer counts as none. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, "");
    return host && host !== ownHost.replace(/^www\./, "") ? host.slice(0, 253) : null;
  } catch {
    return null;
  }
}

/** Stores the view and adds it to its day's figures, in the caller's transaction, so the card and the rows never disagree. */
export async function recordPageView(trx: Db, view: PageView, ownHost: string, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  const day = iso.slice(0, 10);
  // The query string can carry personal data (emails in reset links); only the path is kept.
  const path = view.path.replace(/[?#].*$/s, "");
  const host = referrerHost(view.referrer, ownHost);
  const figures: PageViewDaysTable[] = [
    { kind: "all", day, key: "", views: 1 },
    { kind: "path", day, key: path, views: 1 },
    ...(host ? [{ kind: "referrer" as const, day, key: host, views: 1 }] : []),
  ];
  await trx.insertInto("page_views").values({ viewed_at: iso, day, path, referrer_host: host, width_class: view.width }).execute();
  await trx
    .insertInto("page_view_days")
    .values(figures)
    .onConflict((oc) => oc.columns(["kind", "day", "key"]).doUpdateSet({ views: sql`page_view_days.views + 1` }))
    .execute();
}

/** Views older than this are deleted: a year and a month, enough to compare a month with the same month last year. */
const PAGE_VIEW_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;
const firstDayOf = (days: number, now: Date) => new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);

/** Views per UTC day over the last `days` days, oldest first, days without views included as 0. */
export async function viewsPerDay(db: Db, days: number, now = new Date()): Promise<{ day: string; views: number }[]> {
  const rows = await db.selectFrom("page_view_days").select(["day", "views"]).where("kind", "=", "all").where("day", ">=", firstDayOf(days, now)).execute();
  const counts = new Map(rows.map((row) => [row.day, Number(row.views)]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, views: counts.get(day) ?? 0 };
  });
}

/** The keys of one kind with the most views over the last `days` days, from the daily figures. */
async function topOf(db: Db, kind: "path" | "referrer", limit: number, days: number, now: Date) {
  const rows = await db
    .selectFrom("page_view_days")
    .select(["key", sql<number>`sum(views)`.as("views")])
    .where("kind", "=", kind)
    .where("day", ">=", firstDayOf(days, now))
    .groupBy("key")
    .orderBy("views", "desc")
    .orderBy("key")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, views: Number(row.views) }));
}

/** The most viewed paths over the last `days` days. */
export async function topPages(db: Db, limit: number, days: number, now = new Date()): Promise<{ path: string; views: number }[]> {
  return (await topOf(db, "path", limit, days, now)).map(({ key, views }) => ({ path: key, views }));
}

/** The sites that sent the most views over the last `days` days. */
export async function topReferrers(db: Db, limit: number, days: number, now = new Date()): Promise<{ host: string; views: number }[]> {
  return (await topOf(db, "referrer", limit, days, now)).map(({ key, views }) => ({ host: key, views }));
}

/** Deletes views and daily figures past their retention, a batch at a time; the runner calls this daily. */
export async function prunePageViews(db: Db, now = new Date()): Promise<number> {
  const cutoff = firstDayOf(PAGE_VIEW_RETENTION_DAYS, now);
  const views = await inBatches(async (rows) => {
    const result = await db
      .deleteFrom("page_views")
      .where("id", "in", (eb) => eb.selectFrom("page_views").select("id").where("day", "<", cutoff).limit(rows))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  // A day's figures are a few hundred rows: one day per statement.
  for (;;) {
    const oldest = await db.selectFrom("page_view_days").select("day").where("day", "<", cutoff).orderBy("day").limit(1).executeTakeFirst();
    if (!oldest) break;
    await db.deleteFrom("page_view_days").where("day", "=", oldest.day).execute();
    await yieldToRequests();
  }
  return views;
}
