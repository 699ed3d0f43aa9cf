import { chosenTimeZones, peopleWantingMail } from "../../accounts/mail-preferences/mail-preferences";
import { accountCards } from "../../accounts/users";
import type { Db } from "../../platform/database";
import type { MailQueue } from "../../platform/mail";
import { nameOf } from "../people";
import { localWeek } from "./local-week";

/** The digest goes with the first run of the hourly job after Monday, 08:00 in the person's zone. */
const DIGEST_HOUR = 8;
const DAY_MS = 86_400_000;

export type DigestProject = {
  name: string;
  link: string;
  done: string[];
  issued: string[];
  dueSoon: string[];
  waitingForYou: number;
};

/** One company's week: what was done and issued in the last 7 days, what is due in the next 14, what waits for them. */
async function companyWeek(db: Db, companyId: string, now: Date, publicUrl: string): Promise<DigestProject[]> {
  const since = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
  const projects = await db
    .selectFrom("projects")
    .select(["id", "name"])
    .where("company_id", "=", companyId)
    .where("status", "=", "active")
    .orderBy("name")
    .execute();
  const week: DigestProject[] = [];
  for (const project of projects) {
    const happened = await db
      .selectFrom("project_activity")
      .select(["kind", "subject"])
      .where("project_id", "=", project.id)
      .where("kind", "in", ["milestone_done", "deliverable_issued"])
      .where("created_at", ">=", since)
      .orderBy("created_at")
      .execute();
    const milestones = await db
      .selectFrom("project_milestones")
      .select(["name", "due_date"])
      .where("project_id", "=", project.id)
      .where("completed_at", "is", null)
      .where("due_date", ">=", today)
      .where("due_date", "<=", horizon)
      .execute();
    const deliverables = await db
      .selectFrom("project_deliverables")
      .select(["name", "due_date"])
      .where("project_id", "=", project.id)
      .where("status", "in", ["planned", "in_progress"])
      .where("due_date", ">=", today)
      .where("due_date", "<=", horizon)
      .execute();
    const waiting = await db
      .selectFrom("project_threads")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("project_id", "=", project.id)
      .where("status", "=", "open")
      .where("raised_by_firm", "=", 1)
      .executeTakeFirstOrThrow();
    const entry = {
      name: project.name,
      link: `${publicUrl}/projects/${project.id}`,
      done: happened.filter((h) => h.kind === "milestone_done").map((h) => h.subject),
      issued: happened.filter((h) => h.kind === "deliverable_issued").map((h) => h.subject),
      dueSoon: [...milestones, ...deliverables].sort((a, b) => a.due_date.localeCompare(b.due_date)).map((d) => `${d.name} (${d.due_date})`),
      waitingForYou: Number(waiting.n),
    };
    if (entry.done.length + entry.issued.length + entry.dueSoon.length + entry.waitingForYou > 0) week.push(entry);
  }
  return week;
}

/**
 * The weekly digest run: each client whose local Monday morning has come, who wants the digest and has none for
 * that ISO week yet, gets one mail (none when nothing happened or is due). The (person, week) row and the mail are
 * written in one transaction, and the row's primary key lets only one of any number of runs write it.
 */
export async function sendWeeklyDigests(db: Db, mail: MailQueue, options: { timeZone: string; publicUrl: string }, now = new Date()): Promise<number> {
  const members = await db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select(["company_members.user_id", "company_members.company_id", "companies.time_zone"])
    .execute();
  const ids = members.map((m) => m.user_id);
  const [wanting, zones, cards] = [await peopleWantingMail(db, ids, "weeklyDigest"), await chosenTimeZones(db, ids), await accountCards(db, ids)];
  const weeks = new Map<string, DigestProject[]>();
  let sent = 0;
  for (const member of members) {
    const card = cards.get(member.user_id);
    if (!card?.active || !wanting.has(member.user_id)) continue;
    const { week, due } = localWeek(now, zones.get(member.user_id) ?? member.time_zone ?? options.timeZone, DIGEST_HOUR);
    if (!due) continue;
    const done = await db.selectFrom("portal_digests").select("week").where("user_id", "=", member.user_id).where("week", "=", week).executeTakeFirst();
    if (done) continue;
    let projects = weeks.get(member.company_id);
    if (!projects) {
      projects = await companyWeek(db, member.company_id, now, options.publicUrl);
      weeks.set(member.company_id, projects);
    }
    // Rendered before the transaction: on SQLite a transaction holds the only connection.
    const message =
      projects.length > 0
        ? await (await import("./digest-mail")).weeklyDigestMail({
            name: nameOf(card),
            week,
            projects,
            preferences: `${options.publicUrl}/profile?tab=preferences`,
          })
        : null;
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("portal_digests")
        .values({ user_id: member.user_id, week, items: projects.length, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["user_id", "week"]).doNothing())
        .returning("user_id")
        .executeTakeFirst();
      if (row && message) await mail.enqueue(trx, { to: card.email, ...message });
      return Boolean(row && message);
    });
    if (claimed) sent += 1;
  }
  return sent;
}
