import { type MailKind, type MailPreferences, type MailPreferencesUpdate, mailKindInfo, mailKinds } from "../../../contract/mail-preferences";
import type { Db } from "../../platform/database";
import { fromFlag, toFlag } from "../../platform/flag";

const columnOf = {
  newMessage: "new_message",
  deliverableIssued: "deliverable_issued",
  milestoneDone: "milestone_done",
  weeklyDigest: "weekly_digest",
  leadDigest: "lead_digest",
} as const satisfies Record<MailKind, string>;

const defaults = (): MailPreferences => ({
  newMessage: mailKindInfo.newMessage.wanted,
  deliverableIssued: mailKindInfo.deliverableIssued.wanted,
  milestoneDone: mailKindInfo.milestoneDone.wanted,
  weeklyDigest: mailKindInfo.weeklyDigest.wanted,
  leadDigest: mailKindInfo.leadDigest.wanted,
});

/** Each kind of mail the person gets, and the zone their digests keep (null: their company's or the site's). */
export async function mailPreferencesOf(db: Db, userId: string): Promise<{ preferences: MailPreferences; timeZone: string | null }> {
  const row = await db.selectFrom("mail_preferences").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (!row) return { preferences: defaults(), timeZone: null };
  const preferences = defaults();
  for (const kind of mailKinds) preferences[kind] = fromFlag(row[columnOf[kind]]);
  return { preferences, timeZone: row.time_zone };
}

export async function changeMailPreferences(trx: Db, userId: string, change: MailPreferencesUpdate): Promise<void> {
  const current = await mailPreferencesOf(trx, userId);
  const next = { ...current.preferences };
  for (const kind of mailKinds) next[kind] = change[kind] ?? next[kind];
  const values = {
    new_message: toFlag(next.newMessage),
    deliverable_issued: toFlag(next.deliverableIssued),
    milestone_done: toFlag(next.milestoneDone),
    weekly_digest: toFlag(next.weeklyDigest),
    lead_digest: toFlag(next.leadDigest),
    time_zone: change.timeZone === undefined ? current.timeZone : change.timeZone,
    updated_at: new Date().toISOString(),
  };
  await trx
    .insertInto("mail_preferences")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/** Whether this person receives this kind of mail: every sender asks before queueing one. */
export async function wantsMail(db: Db, userId: string, kind: MailKind): Promise<boolean> {
  return (await peopleWantingMail(db, [userId], kind)).has(userId);
}

/** Of these people, those who receive this kind of mail, in one query: a sender with many recipients asks once. */
export async function peopleWantingMail(db: Db, userIds: readonly string[], kind: MailKind): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("mail_preferences")
    .select(["user_id", `${columnOf[kind]} as wanted`])
    .where("user_id", "in", [...new Set(userIds)])
    .execute();
  const chosen = new Map(rows.map((row) => [row.user_id, fromFlag(row.wanted)]));
  return new Set(userIds.filter((id) => chosen.get(id) ?? mailKindInfo[kind].wanted));
}

/** For the account's own export and deletion. */
export async function forgetMailPreferences(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom("mail_preferences").where("user_id", "=", userId).execute();
}

/** The zone each of these people chose for their digests; those who chose none are missing from the map. */
export async function chosenTimeZones(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("mail_preferences")
    .select(["user_id", "time_zone"])
    .where("user_id", "in", [...new Set(userIds)])
    .where("time_zone", "is not", null)
    .execute();
  return new Map(rows.flatMap((r) => (r.time_zone ? [[r.user_id, r.time_zone] as const] : [])));
}
