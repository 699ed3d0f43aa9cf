import { formatCalendarDay } from "../../../contract/dates";
import { openStages, REPLY_PROMISE_HOURS } from "../../../contract/pipeline";
import { changeMailPreferences, chosenTimeZones, mailPreferencesOf, peopleWantingMail } from "../../accounts/mail-preferences/mail-preferences";
import { listFirmPeople } from "../../accounts/users";
import type { Db } from "../../platform/database";
import { localDayAndHour } from "../../platform/local-day";
import { localTime } from "../../platform/local-time";
import type { MailQueue } from "../../platform/mail";
import type { DigestLine, DigestSections } from "./pipeline-mails";

/** A digest goes out with the first run of the job after this local hour. */
const DIGEST_HOUR = 8;
/** Lines per section; the count says how many more there are. */
const LINES = 15;

export type DigestPreference = { enabled: boolean; timeZone: string };

/** The digest choice lives in the person's mail preferences (Profile → Preferences); this is the pipeline's view of it. */
export async function digestPreference(db: Db, userId: string, siteZone: string): Promise<DigestPreference> {
  const { preferences, timeZone } = await mailPreferencesOf(db, userId);
  return { enabled: preferences.leadDigest, timeZone: timeZone ?? siteZone };
}

export async function setDigestPreference(trx: Db, userId: string, preference: DigestPreference, siteZone: string) {
  const { timeZone } = await mailPreferencesOf(trx, userId);
  // Saving the site's zone back unchanged keeps "follow the site" rather than pinning today's site zone.
  const unchosen = timeZone === null && preference.timeZone === siteZone;
  await changeMailPreferences(trx, userId, { leadDigest: preference.enabled, timeZone: unchosen ? null : preference.timeZone });
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
  const people = await listFirmPeople(db);
  const ids = people.map((p) => p.id);
  const [wanting, zones] = await Promise.all([peopleWantingMail(db, ids, "leadDigest"), chosenTimeZones(db, ids)]);
  for (const person of people) {
    if (!wanting.has(person.id)) continue;
    const timeZone = zones.get(person.id) ?? options.timeZone;
    const { day, hour } = localDayAndHour(now, timeZone);
    if (hour < DIGEST_HOUR) continue;
    const done = await db.selectFrom("lead_digests").select("day").where("user_id", "=", person.id).where("day", "=", day).executeTakeFirst();
    if (done) continue;
    const digest = await digestFor(db, person.id, day, now, timeZone);
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
