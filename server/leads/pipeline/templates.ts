import { randomUUID } from "node:crypto";
import type { ReplyTemplate } from "../../../contract/pipeline";
import type { Db } from "../../platform/database";

/** The reply templates in their order, for the compose box. */
export async function replyTemplates(db: Db) {
  const rows = await db.selectFrom("lead_reply_templates").select(["id", "name", "subject", "body"]).orderBy("position").limit(30).execute();
  return rows;
}

/** Replaces the whole list in the caller's transaction, as the settings form sends it. */
export async function setReplyTemplates(trx: Db, templates: ReplyTemplate[]) {
  const at = new Date().toISOString();
  await trx.deleteFrom("lead_reply_templates").execute();
  if (templates.length > 0)
    await trx
      .insertInto("lead_reply_templates")
      .values(templates.map((t, position) => ({ id: randomUUID(), position, name: t.name, subject: t.subject, body: t.body, updated_at: at })))
      .execute();
}
