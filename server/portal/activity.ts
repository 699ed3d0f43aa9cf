import { randomUUID } from "node:crypto";
import type { ActivityItem } from "../../contract/portal";
import type { Db } from "../platform/database";
import { momentAfter } from "../platform/moment-after";
import { namesOf } from "./people";

type Event = { projectId: string; kind: ActivityItem["kind"]; subject: string; actorId: string | null };

/**
 * Written in the same transaction as what happened, so the feed never shows what did not, nor misses what did; after
 * the project's latest line, so two in one millisecond keep the order they happened in.
 */
export async function recordActivity(trx: Db, event: Event) {
  const latest = await trx
    .selectFrom("project_activity")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("project_id", "=", event.projectId)
    .executeTakeFirst();
  await trx
    .insertInto("project_activity")
    .values({
      id: randomUUID(),
      project_id: event.projectId,
      kind: event.kind,
      subject: event.subject,
      actor_id: event.actorId,
      created_at: momentAfter(latest?.at),
    })
    .execute();
}

/** A person joined the company: every project of it that is not over gets the line. */
export async function recordMemberAdded(trx: Db, companyId: string, person: { id: string; name: string }) {
  const projects = await trx.selectFrom("projects").select("id").where("company_id", "=", companyId).where("status", "in", ["active", "on_hold"]).execute();
  for (const project of projects) await recordActivity(trx, { projectId: project.id, kind: "member_added", subject: person.name, actorId: person.id });
}

/** The project's activity, newest first. */
export async function projectActivity(db: Db, projectId: string, limit = 50): Promise<ActivityItem[]> {
  const rows = await db
    .selectFrom("project_activity")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const name = await namesOf(
    db,
    rows.map((r) => r.actor_id),
  );
  return rows.map((r) => ({ id: r.id, kind: r.kind, subject: r.subject, actor: name(r.actor_id), createdAt: r.created_at }));
}
