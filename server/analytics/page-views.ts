import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { PageView } from "../../contract/widgets";
import type { Db } from "../platform/database";

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

export async function recordPageView(db: Db, view: PageView, ownHost: string, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  await db
    .insertInto("page_views")
    .values({
      id: randomUUID(),
      viewed_at: iso,
      day: iso.slice(0, 10),
      // The query string can carry personal data (emails in reset links); only the path is kept.
      path: view.path.replace(/[?#].*$/s, ""),
      referrer_host: referrerHost(view.referrer, ownHost),
      width_class: view.width,
    })
    .execute();
}

/** Views older than this are deleted: a year and a month, enough to compare a month with the same month last year. */
const PAGE_VIEW_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;
const firstDayOf = (days: number, now: Date) => new Date(now.getTime() - (days - 1) * DAY_MS).toISOString().slice(0, 10);

/** Views per UTC day over the last `days` days, oldest first, days without views included as 0. */
export async function viewsPerDay(db: Db, days: number, now = new Date()): Promise<{ day: string; views: number }[]> {
  const first = firstDayOf(days, now);
  const rows = await db
    .selectFrom("page_views")
    .select(["day", sql<number>`count(*)`.as("views")])
    .where("day", ">=", first)
    .groupBy("day")
    .execute();
  const counts = new Map(rows.map((row) => [row.day, Number(row.views)]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(now.getTime() - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, views: counts.get(day) ?? 0 };
  });
}

/** The most viewed paths over the last `days` days. */
export async function topPages(db: Db, limit: number, days: number, now = new Date()): Promise<{ path: string; views: number }[]> {
  const rows = await db
    .selectFrom("page_views")
    .select(["path", sql<number>`count(*)`.as("views")])
    .where("day", ">=", firstDayOf(days, now))
    .groupBy("path")
    .orderBy("views", "desc")
    .orderBy("path")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
}

/** The sites that sent the most views over the last `days` days. */
export async function topReferrers(db: Db, limit: number, days: number, now = new Date()): Promise<{ host: string; views: number }[]> {
  const rows = await db
    .selectFrom("page_views")
    .select(["referrer_host", sql<number>`count(*)`.as("views")])
    .where("day", ">=", firstDayOf(days, now))
    .where("referrer_host", "is not", null)
    .groupBy("referrer_host")
    .orderBy("views", "desc")
    .orderBy("referrer_host")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ host: row.referrer_host ?? "", views: Number(row.views) }));
}

/** Deletes views past their retention; the runner calls this daily. */
export async function prunePageViews(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom("page_views").where("day", "<", firstDayOf(PAGE_VIEW_RETENTION_DAYS, now)).execute();
}
