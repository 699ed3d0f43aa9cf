import { type Expression, type SqlBool, sql } from "kysely";
import { serviceLabel } from "../../../contract/leads";
import { openStages, REPLY_PROMISE_HOURS } from "../../../contract/pipeline";
import { viewsPerDay } from "../../analytics/page-views";
import type { Db } from "../../platform/database";
import { dayAfter, lastLocalMonths, startOfNamedDay } from "../../platform/local-day";
import { conversionRates } from "../lead-queries";

/** The funnel's window: the overview card's 30 days. */
const WINDOW_DAYS = 30;
/** Rows per breakdown: the biggest sources, campaigns and services; the rest are few by then. */
const TOP = 15;

/** Visits → leads → qualified → won over the last 30 days, the overview's conversion, and how fast the firm first answered. */
export async function funnel(db: Db, now = new Date()) {
  const start = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const promise = REPLY_PROMISE_HOURS * 3600;
  const promiseCutoff = new Date(now.getTime() - promise * 1000).toISOString();
  const inWindow = db.selectFrom("leads").where("status", "!=", "spam").where("created_at", ">=", start).where("created_at", "<", now.toISOString());
  const row = await inWindow
    .select((eb) => {
      const count = (when: Expression<SqlBool>) => eb.fn.sum<number>(eb.case().when(when).then(1).else(0).end());
      return [
        eb.fn.countAll<number>().as("leads"),
        count(eb.and([eb("qualified_at", "is not", null)])).as("qualified"),
        count(eb.and([eb("status", "=", "won")])).as("won"),
        count(eb.and([eb("first_reply_seconds", "is not", null)])).as("replied"),
        count(eb.and([eb("first_reply_seconds", "<=", promise)])).as("within"),
        count(eb.and([eb("first_reply_at", "is", null), eb("status", "in", openStages), eb("created_at", "<", promiseCutoff)])).as("waiting"),
      ];
    })
    .executeTakeFirstOrThrow();
  const replied = Number(row.replied ?? 0);
  // The median from the sorted middle one or two, read by offset: no dialect's percentile function is needed.
  const middle =
    replied === 0
      ? []
      : await inWindow
          .select("first_reply_seconds")
          .where("first_reply_seconds", "is not", null)
          .orderBy("first_reply_seconds")
          .limit(replied % 2 === 0 ? 2 : 1)
          .offset(Math.floor((replied - 1) / 2))
          .execute();
  const medianSeconds = middle.length ? Math.round(middle.reduce((sum, r) => sum + Number(r.first_reply_seconds), 0) / middle.length) : null;
  const visits = (await viewsPerDay(db, WINDOW_DAYS, now)).reduce((sum, d) => sum + d.views, 0);
  const conversion = await conversionRates(db, now);
  return {
    windowDays: WINDOW_DAYS,
    visits,
    leads: Number(row.leads ?? 0),
    qualified: Number(row.qualified ?? 0),
    won: Number(row.won ?? 0),
    conversion: conversion.current,
    previousConversion: conversion.previous,
    firstReply: {
      medianSeconds,
      replied,
      withinPromise: Number(row.within ?? 0),
      waitingPastPromise: Number(row.waiting ?? 0),
      promiseHours: REPLY_PROMISE_HOURS,
    },
  };
}

type Kind = "source" | "campaign" | "service";
const KINDS: readonly Kind[] = ["source", "campaign", "service"];
const COLUMN = { source: "source", campaign: "utm_campaign", service: "service" } as const;
const MIDNIGHT = "T00:00:00.000Z";

/**
 * Leads (spam aside) per local month of `timeZone` for the last `months` months, by source, campaign and service.
 * Whole UTC days come from the daily counts; the few UTC days a local month starts inside are counted from the
 * leads themselves, so the months are exact in any zone.
 */
export async function leadsByMonth(db: Db, months: number, timeZone: string, now = new Date()) {
  const monthList = lastLocalMonths(now, months, timeZone);
  const next = (month: string) => {
    const [y, m] = month.split("-").map(Number);
    return new Date(Date.UTC(y ?? 1970, m ?? 1, 1)).toISOString().slice(0, 7);
  };
  const bounds = [...monthList, next(monthList.at(-1) ?? "1970-01")].map((month) => startOfNamedDay(`${month}-01`, timeZone).toISOString());
  const monthOf = (instant: string) => {
    // Only the leads of split days reach here: a handful per month boundary.
    for (let i = 0; i < monthList.length; i++) if (instant >= (bounds[i] ?? "") && instant < (bounds[i + 1] ?? "")) return i;
    return -1;
  };
  const split = [...new Set(bounds.filter((b) => !b.endsWith(MIDNIGHT)).map((b) => b.slice(0, 10)))];
  const counts = new Map<string, number[]>();
  const add = (kind: Kind, key: string, month: number, n: number) => {
    if (month < 0) return;
    const id = `${kind}\n${key}`;
    const row = counts.get(id) ?? monthList.map(() => 0);
    row[month] = (row[month] ?? 0) + n;
    counts.set(id, row);
  };
  // A whole UTC day belongs to the month whose first whole day it has reached; the split days are counted below.
  const firstWholeDay = bounds.map((b) => (b.endsWith(MIDNIGHT) ? b.slice(0, 10) : dayAfter(b.slice(0, 10))));
  const month = sql<number>`case ${sql.join(
    firstWholeDay.slice(1, -1).map((day, i) => sql`when day < ${day} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(monthList.length - 1)} end`;
  const whole = await db
    .selectFrom("lead_day_counts")
    .select((eb) => ["kind", "key", month.as("month"), eb.fn.sum<number>("n").as("n")])
    .where("kind", "in", KINDS)
    .where("day", ">=", firstWholeDay[0] ?? "")
    .where("day", "<", firstWholeDay.at(-1) ?? "")
    .$if(split.length > 0, (q) => q.where("day", "not in", split))
    .groupBy(["kind", "key", sql`3`])
    .execute();
  for (const row of whole) add(row.kind, row.key, Number(row.month), Number(row.n));
  if (split.length > 0) {
    const edges = await db
      .selectFrom("leads")
      .select(["source", "utm_campaign", "service", "created_at"])
      .where("status", "!=", "spam")
      .where((eb) => eb.or(split.map((day) => eb.and([eb("created_at", ">=", `${day}${MIDNIGHT}`), eb("created_at", "<", `${dayAfter(day)}${MIDNIGHT}`)]))))
      .execute();
    for (const lead of edges) for (const kind of KINDS) add(kind, lead[COLUMN[kind]] ?? "", monthOf(lead.created_at), 1);
  }
  const breakdown = (kind: Kind, label: (key: string) => string) =>
    [...counts]
      .filter(([id]) => id.startsWith(`${kind}\n`))
      .map(([id, row]) => {
        const key = id.slice(kind.length + 1);
        return { key, label: label(key), counts: row, total: row.reduce((sum, n) => sum + n, 0) };
      })
      .filter((row) => row.total > 0)
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key))
      .slice(0, TOP);
  return {
    months: monthList,
    bySource: breakdown("source", (k) => k || "direct"),
    byCampaign: breakdown("campaign", (k) => k || "No campaign"),
    byService: breakdown("service", (k) => serviceLabel(k)),
  };
}
