import { randomUUID } from "node:crypto";
import type { AuditAction } from "../../contract/documents";
import type { Db } from "../platform/database";
import { momentFrom } from "../platform/moment-after";

export type Actor = { id: string | null; name: string };

/**
 * One line of a document's audit: who did what to which revision, when. Written in the act's own transaction, and
 * after the document's latest line, so two in one millisecond (uploaded, then shared) keep the order they happened in.
 */
export async function recordEvent(
  trx: Db,
  event: { documentId: string; projectId: string; revision?: { id: string; revision: string }; actor: Actor; action: AuditAction; detail: string },
  when = new Date(),
) {
  const latest = await trx
    .selectFrom("document_events")
    .select((eb) => eb.fn.max("at").as("at"))
    .where("document_id", "=", event.documentId)
    .executeTakeFirst();
  const at = momentFrom(when, latest?.at);
  await trx
    .insertInto("document_events")
    .values({
      id: randomUUID(),
      document_id: event.documentId,
      project_id: event.projectId,
      revision_id: event.revision?.id ?? null,
      revision: event.revision?.revision ?? null,
      actor_id: event.actor.id,
      actor_name: event.actor.name,
      action: event.action,
      detail: event.detail,
      at: at.toISOString(),
    })
    .execute();
}

export async function documentEvents(db: Db, documentId: string, limit = 1000) {
  const rows = await db
    .selectFrom("document_events")
    .selectAll()
    .where("document_id", "=", documentId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    revision: row.revision,
    detail: row.detail,
  }));
}

const PAGE = 500;
/** Every event of a document or a project, oldest first, read by key a page at a time (for the CSV export). */
export async function* eachEvent(db: Db, scope: { documentId: string } | { projectId: string }) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom("document_events")
      .innerJoin("documents", "documents.id", "document_events.document_id")
      .select([
        "document_events.id",
        "document_events.at",
        "document_events.actor_name",
        "document_events.action",
        "document_events.revision",
        "document_events.detail",
        "documents.container_name",
        "documents.title",
      ]);
    query =
      "documentId" in scope
        ? query.where("document_events.document_id", "=", scope.documentId)
        : query.where("document_events.project_id", "=", scope.projectId);
    if (after) {
      const { at, id } = after;
      query = query.where((eb) => eb.or([eb("document_events.at", ">", at), eb.and([eb("document_events.at", "=", at), eb("document_events.id", ">", id)])]));
    }
    const rows = await query.orderBy("document_events.at").orderBy("document_events.id").limit(PAGE).execute();
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { at: last.at, id: last.id };
  }
}
