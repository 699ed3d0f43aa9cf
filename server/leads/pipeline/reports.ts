import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { serviceLabel } from "../../../contract/leads";
import { openStages, REPLY_PROMISE_HOURS } from "../../../contract/pipeline";
import { viewsPerDay } from "../../analytics/page-views";
import type { Db } from "../../platform/database";
import { lastLocalMonths, startOfNamedDay } from "../../platform/local-day";
import type { Database } from "../../platform/schema";
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

type Dimension = "source" | "utm_campaign" | "service";

/** Leads (spam aside) per local month of `timeZone` for the last `months` months, by source, campaign and service. */
export async function leadsByMonth(db: Db, months: number, timeZone: string, now = new Date()) {
  const monthList = lastLocalMonths(now, months, timeZone);
  const next = (month: string) => {
    const [y, m] = month.split("-").map(Number);
    return new Date(Date.UTC(y ?? 1970, m ?? 1, 1)).toISOString().slice(0, 7);
  };
  const bounds = [...monthList, next(monthList.at(-1) ?? "1970-01")].map((month) => startOfNamedDay(`${month}-01`, timeZone).toISOString());
  const breakdown = async (dimension: Dimension, label: (key: string) => string) => {
    const key = sql<string>`coalesce(${sql.ref(dimension)}, '')`;
    const rows = await db
      .selectFrom("leads")
      .where("status", "!=", "spam")
      .where("created_at", ">=", bounds[0] ?? "")
      .where("created_at", "<", bounds.at(-1) ?? "")
      .select((eb: ExpressionBuilder<Database, "leads">) => [
        key.as("key"),
        eb.fn.countAll<number>().as("total"),
        ...monthList.map((_, i) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(eb.and([eb("created_at", ">=", bounds[i] ?? ""), eb("created_at", "<", bounds[i + 1] ?? "")]))
                .then(1)
                .else(0)
                .end(),
            )
            .as(`m${i}`),
        ),
      ])
      .groupBy(key)
      .orderBy("total", "desc")
      .orderBy(key)
      .limit(TOP)
      .execute();
    return rows.map((row) => {
      const counts = row as unknown as Record<string, number | string | null>;
      return {
        key: row.key,
        label: label(row.key),
        counts: monthList.map((_, i) => Number(counts[`m${i}`] ?? 0)),
        total: Number(row.total),
      };
    });
  };
  return {
    months: monthList,
    bySource: await breakdown("source", (k) => k || "direct"),
    byCampaign: await breakdown("utm_campaign", (k) => k || "No campaign"),
    byService: await breakdown("service", (k) => serviceLabel(k)),
  };
}
