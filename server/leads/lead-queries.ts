import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { LeadForm, LeadStatus } from "../../contract/leads";
import { dayAfter, lastLocalDays, startOfNamedDay } from "../platform/local-day";
import type { Database } from "../platform/schema";
import { type LeadRecord, toLeadRecord } from "./leads";

// The admin console's reads and the one write it needs; other features call these, never the tables.

export type LeadFilter = { search?: string; status?: LeadStatus; form?: LeadForm; from?: string; to?: string; page?: number; pageSize?: number };
export type LeadPage = { leads: LeadRecord[]; total: number; page: number; pageSize: number };

/** Newest first; search matches name, email, company, subject and message. */
export async function listLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<LeadPage> {
  const page = Math.max(1, filter.page ?? 1);
  const pageSize = Math.min(100, Math.max(1, filter.pageSize ?? 25));
  let query = db.selectFrom("leads");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.form) query = query.where("form", "=", filter.form);
  if (filter.from) query = query.where("created_at", ">=", filter.from);
  if (filter.to) query = query.where("created_at", "<", filter.to);
  if (filter.search?.trim()) {
    const like = `%${filter.search
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(["full_name", "email", "company", "subject", "message"].map((column) => eb(sql`lower(${sql.ref(column)})`, "like", sql`${like} escape '\\'`))),
    );
  }
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { leads: rows.map(toLeadRecord), total: Number(total), page, pageSize };
}

export type LeadHistoryEntry = { fromStatus: LeadStatus | null; toStatus: LeadStatus; note: string | null; changedBy: string | null; at: string };

export async function getLeadWithHistory(db: Kysely<Database>, id: string): Promise<{ lead: LeadRecord; history: LeadHistoryEntry[] } | undefined> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
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

/** Moves a lead to a status and writes why; false when there is no such lead. */
export async function changeLeadStatus(db: Kysely<Database>, input: { id: string; status: LeadStatus; note?: string; changedBy?: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("leads").select("status").where("id", "=", input.id).executeTakeFirst();
    if (!row) return false;
    const last = await trx
      .selectFrom("lead_status_history")
      .select((eb) => eb.fn.max("created_at").as("at"))
      .where("lead_id", "=", input.id)
      .executeTakeFirst();
    // History is read in time order, so two changes within one millisecond still get distinct, ordered times.
    const now = new Date(Math.max(Date.now(), last?.at ? Date.parse(last.at) + 1 : 0)).toISOString();
    await trx.updateTable("leads").set({ status: input.status, updated_at: now }).where("id", "=", input.id).execute();
    await trx
      .insertInto("lead_status_history")
      .values({
        id: randomUUID(),
        lead_id: input.id,
        from_status: row.status,
        to_status: input.status,
        note: input.note ?? null,
        changed_by: input.changedBy ?? null,
        created_at: now,
      })
      .execute();
    return true;
  });
}

/** Total and today's leads (UTC day, or from `dayStart` when the caller knows the local one), spam excluded. */
export async function countLeads(db: Kysely<Database>, now = new Date(), dayStart?: Date): Promise<{ total: number; today: number }> {
  const midnight = (dayStart ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))).toISOString();
  const row = await db
    .selectFrom("leads")
    .where("status", "!=", "spam")
    .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.sum<number>(eb.case().when("created_at", ">=", midnight).then(1).else(0).end()).as("today")])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), today: Number(row.today ?? 0) };
}

/** Leads per calendar day in `timeZone` (UTC unless given) over the last `days` days, spam excluded, oldest first, days without leads included. */
export async function leadsPerDay(db: Kysely<Database>, days = 30, now = new Date(), timeZone = "UTC"): Promise<{ day: string; count: number }[]> {
  const dayList = lastLocalDays(now, days, timeZone);
  // Each local day's bounds are computed once; the database counts, so no row reaches JavaScript (issue 27).
  const bounds = [...dayList, dayAfter(dayList.at(-1) ?? "")].map((day) => startOfNamedDay(day, timeZone).toISOString());
  const row = await db
    .selectFrom("leads")
    .where("status", "!=", "spam")
    .where("created_at", ">=", bounds[0] ?? "")
    .where("created_at", "<", bounds.at(-1) ?? "")
    .select((eb) =>
      dayList.map((_, i) =>
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb("created_at", ">=", bounds[i] ?? ""), eb("created_at", "<", bounds[i + 1] ?? "")]))
              .then(1)
              .else(0)
              .end(),
          )
          .as(`d${i}`),
      ),
    )
    .executeTakeFirst();
  const counts = (row ?? {}) as Record<string, number | string | null>;
  return dayList.map((day, i) => ({ day, count: Number(counts[`d${i}`] ?? 0) }));
}

type Subscriber = { email: string; source: string; consentedAt: string; confirmedAt: string | null; unsubscribedAt: string | null };

/** Newsletter subscribers, newest first; `active` keeps only confirmed addresses that have not unsubscribed. */
export async function listSubscribers(db: Kysely<Database>, options: { active?: boolean; page?: number; pageSize?: number } = {}) {
  const page = Math.max(1, options.page ?? 1);
  const pageSize = Math.min(500, Math.max(1, options.pageSize ?? 100));
  let query = db.selectFrom("newsletter_subscribers");
  if (options.active) query = query.where("unsubscribed_at", "is", null).where("confirmed_at", "is not", null);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const subscribers: Subscriber[] = rows.map((r) => ({
    email: r.email,
    source: r.source,
    consentedAt: r.consented_at,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
  }));
  return { subscribers, total: Number(total), page, pageSize };
}
