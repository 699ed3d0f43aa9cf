import { formatCalendarDay } from "../../../contract/dates";
import { openStages, REPLY_PROMISE_HOURS } from "../../../contract/pipeline";
import { listFirmPeople } from "../../accounts/users";
import type { Db } from "../../platform/database";
import { fromFlag, toFlag } from "../../platform/flag";
import { localDayAndHour } from "../../platform/local-day";
import { localTime } from "../../platform/local-time";
import type { MailQueue } from "../../platform/mail";
import type { DigestLine, DigestSections } from "./pipeline-mails";

/** A digest goes out with the first run of the job after this local hour. */
const DIGEST_HOUR = 8;
/** Lines per section; the count says how many more there are. */
const LINES = 15;

export type DigestPreference = { enabled: boolean; timeZone: string };

export async function digestPreference(db: Db, userId: string, defaultZone: string): Promise<DigestPreference> {
  const row = await db.selectFrom("lead_digest_settings").select(["enabled", "time_zone"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { enabled: fromFlag(row.enabled), timeZone: row.time_zone } : { enabled: true, timeZone: defaultZone };
}

export async function setDigestPreference(db: Db, userId: string, preference: DigestPreference) {
  const values = { enabled: toFlag(preference.enabled), time_zone: preference.timeZone, updated_at: new Date().toISOString() };
  await db
    .insertInto("lead_digest_settings")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** What one owner's leads need on their local `day`: overdue next actions, those due that day, and leads nobody has touched past the promise. */
async function digestFor(db: Db, ownerId: string, day: string, now: Date, timeZone: string): Promise<DigestSections> {
  const open = db.selectFrom("leads").where("owner_id", "=", ownerId).where("status", "in", openStages);
  const promise = new Date(now.getTime() - REPLY_PROMISE_HOURS * 3_600_000).toISOString();
  const overdue = open.where("next_action_date", "<", day);
  const dueToday = open.where("next_action_date", "=", day);
  const untouched = open.where("touched_at", "is", null).where("created_at", "<", promise);
  const lines = (query: typeof open, order: "next_action_date" | "created_at") =>
    query
      .select(["id", "full_name", "email", "reference", "next_action", "next_action_date", "created_at"])
      .orderBy(order)
      .orderBy("id")
      .limit(LINES)
      .execute();
  const count = async (query: typeof open) => Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  type Row = Awaited<ReturnType<typeof lines>>[number];
  const line =
    (detail: (row: Row) => string) =>
    (row: Row): DigestLine => ({
      id: row.id,
      name: row.full_name || row.email || "Anonymous lead",
      reference: row.reference,
      detail: detail(row),
    });
  const [o, d, u] = await Promise.all([lines(overdue, "next_action_date"), lines(dueToday, "next_action_date"), lines(untouched, "created_at")]);
  return {
    overdue: o.map(line((r) => `${r.next_action ?? "Next action"}, due ${formatCalendarDay(r.next_action_date ?? day)}`)),
    dueToday: d.map(line((r) => r.next_action ?? "Next action")),
    untouched: u.map(line((r) => `arrived ${localTime(r.created_at, timeZone)}, nobody has replied yet`)),
    counts: { overdue: await count(overdue), dueToday: await count(dueToday), untouched: await count(untouched) },
  };
}

/**
 * The daily digest run: each of the firm's people whose local morning has come, who has not turned it off and has
 * none for that day yet, gets one mail. The (person, day) row and the mail are written in one transaction, and the
 * row's primary key lets only one of any number of concurrent runs write it: exactly once per person and day.
 */
export async function sendDigests(db: Db, mail: MailQueue, options: { timeZone: string; publicUrl: string }, now = new Date()): Promise<number> {
  let sent = 0;
  for (const person of await listFirmPeople(db)) {
    const preference = await digestPreference(db, person.id, options.timeZone);
    if (!preference.enabled) continue;
    const { day, hour } = localDayAndHour(now, preference.timeZone);
    if (hour < DIGEST_HOUR) continue;
    const done = await db.selectFrom("lead_digests").select("day").where("user_id", "=", person.id).where("day", "=", day).executeTakeFirst();
    if (done) continue;
    const digest = await digestFor(db, person.id, day, now, preference.timeZone);
    const items = digest.counts.overdue + digest.counts.dueToday + digest.counts.untouched;
    // Rendered before the transaction: on SQLite a transaction holds the only connection.
    const message =
      items > 0
        ? await (await import("./pipeline-mails")).leadDigestMail(
            digest,
            person.name,
            formatCalendarDay(day),
            (id) => `${options.publicUrl}/admin/dashboard?tab=leads&lead=${id}`,
          )
        : null;
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("lead_digests")
        .values({ user_id: person.id, day, items, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (row && message) await mail.enqueue(trx, { to: person.email, ...message });
      return Boolean(row && message);
    });
    if (claimed) sent += 1;
  }
  return sent;
}
