import { randomUUID } from "node:crypto";
import { type Transmittal, type TransmittalReason, documentMessages, transmittalReasonLabels } from "../../contract/documents";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { type Actor, recordEvent } from "./audit";

type TransmittalRow = NonNullable<Awaited<ReturnType<typeof findTransmittal>>>;

export const findTransmittal = (db: Db, id: string) => db.selectFrom("transmittals").selectAll().where("id", "=", id).executeTakeFirst();

/** The revisions a transmittal may carry: the project's, shared or published. */
export async function issuableRevisions(db: Db, projectId: string, revisionIds: string[]) {
  const rows = await db
    .selectFrom("document_revisions")
    .innerJoin("documents", "documents.id", "document_revisions.document_id")
    .select([
      "document_revisions.id",
      "document_revisions.revision",
      "document_revisions.state",
      "document_revisions.status_code",
      "document_revisions.file_name",
      "documents.id as documentId",
      "documents.container_name",
      "documents.title",
    ])
    .where("documents.project_id", "=", projectId)
    .where("document_revisions.id", "in", revisionIds)
    .execute();
  if (rows.length !== new Set(revisionIds).size)
    throw new HttpError(404, documentMessages.revisionNotFound, { errors: { revisionIds: documentMessages.revisionNotFound } });
  if (rows.some((row) => row.state !== "shared" && row.state !== "published")) {
    throw new HttpError(409, documentMessages.notShared, { errors: { revisionIds: documentMessages.notShared } });
  }
  return revisionIds.map((id) => rows.find((row) => row.id === id)).filter((row) => row !== undefined);
}

/** The client's people a transmittal may go to: members of the project's company whose account is active. */
export async function issuableRecipients(db: Db, companyId: string, userIds: string[]) {
  const rows = await db
    .selectFrom("company_members")
    .innerJoin("users", "users.id", "company_members.user_id")
    .select(["users.id", "users.username", "users.full_name", "users.email"])
    .where("company_members.company_id", "=", companyId)
    .where("users.id", "in", userIds)
    .where("users.disabled_at", "is", null)
    .execute();
  if (rows.length !== new Set(userIds).size)
    throw new HttpError(400, documentMessages.unknownRecipient, { errors: { recipientIds: documentMessages.unknownRecipient } });
  return rows.map((row) => ({ id: row.id, name: row.full_name ?? row.username, email: row.email }));
}

/** Records a numbered transmittal with its items and recipients, and an audit line on each document sent. */
export async function recordTransmittal(
  trx: Db,
  input: {
    projectId: string;
    namingCode: string;
    reason: TransmittalReason;
    message: string;
    items: Awaited<ReturnType<typeof issuableRevisions>>;
    recipients: Awaited<ReturnType<typeof issuableRecipients>>;
    sender: Actor;
  },
  now = new Date(),
) {
  const last = await trx
    .selectFrom("transmittals")
    .select((eb) => eb.fn.max("sequence").as("sequence"))
    .where("project_id", "=", input.projectId)
    .executeTakeFirst();
  const sequence = Number(last?.sequence ?? 0) + 1;
  const transmittal = {
    id: randomUUID(),
    project_id: input.projectId,
    sequence,
    number: `${input.namingCode}-TR-${String(sequence).padStart(4, "0")}`,
    reason: input.reason,
    message: input.message,
    sent_by: input.sender.id,
    sent_by_name: input.sender.name,
    sent_at: now.toISOString(),
  };
  await trx.insertInto("transmittals").values(transmittal).execute();
  await trx
    .insertInto("transmittal_items")
    .values(input.items.map((item, position) => ({ transmittal_id: transmittal.id, revision_id: item.id, document_id: item.documentId, position })))
    .execute();
  await trx
    .insertInto("transmittal_recipients")
    .values(input.recipients.map((r) => ({ transmittal_id: transmittal.id, user_id: r.id, name: r.name, email: r.email, acknowledged_at: null })))
    .execute();
  const to = input.recipients.map((r) => r.name).join(", ");
  for (const item of input.items) {
    await recordEvent(
      trx,
      {
        documentId: item.documentId,
        projectId: input.projectId,
        revision: item,
        actor: input.sender,
        action: "transmitted",
        detail: `${transmittal.number} ${transmittalReasonLabels[input.reason].toLowerCase()} to ${to}`,
      },
      now,
    );
  }
  return transmittal;
}

/** A recipient's acknowledgement, once (a second answers as the first); an audit line on each document. */
export async function acknowledge(trx: Db, transmittal: TransmittalRow, recipient: Actor & { id: string }, now = new Date()) {
  const updated = await trx
    .updateTable("transmittal_recipients")
    .set({ acknowledged_at: now.toISOString() })
    .where("transmittal_id", "=", transmittal.id)
    .where("user_id", "=", recipient.id)
    .where("acknowledged_at", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return;
  const items = await trx
    .selectFrom("transmittal_items")
    .innerJoin("document_revisions", "document_revisions.id", "transmittal_items.revision_id")
    .select(["transmittal_items.document_id", "document_revisions.id", "document_revisions.revision"])
    .where("transmittal_items.transmittal_id", "=", transmittal.id)
    .execute();
  for (const item of items) {
    await recordEvent(
      trx,
      { documentId: item.document_id, projectId: transmittal.project_id, revision: item, actor: recipient, action: "acknowledged", detail: transmittal.number },
      now,
    );
  }
}

export const isRecipient = async (db: Db, transmittalId: string, userId: string) =>
  (await db
    .selectFrom("transmittal_recipients")
    .select("user_id")
    .where("transmittal_id", "=", transmittalId)
    .where("user_id", "=", userId)
    .executeTakeFirst()) !== undefined;

/** Transmittals as their reader sees them: the firm every one of the project, a client those sent to them. */
export async function listTransmittals(db: Db, where: { projectId: string; recipientId?: string } | { id: string }): Promise<Transmittal[]> {
  let query = db.selectFrom("transmittals").selectAll();
  if ("id" in where) query = query.where("id", "=", where.id);
  else {
    query = query.where("project_id", "=", where.projectId);
    const recipientId = where.recipientId;
    if (recipientId) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("transmittal_recipients")
            .select("user_id")
            .whereRef("transmittal_recipients.transmittal_id", "=", "transmittals.id")
            .where("transmittal_recipients.user_id", "=", recipientId),
        ),
      );
    }
  }
  const rows = await query.orderBy("sequence", "desc").limit(500).execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const recipients = await db.selectFrom("transmittal_recipients").selectAll().where("transmittal_id", "in", ids).orderBy("name").execute();
  const items = await db
    .selectFrom("transmittal_items")
    .innerJoin("document_revisions", "document_revisions.id", "transmittal_items.revision_id")
    .innerJoin("documents", "documents.id", "transmittal_items.document_id")
    .select([
      "transmittal_items.transmittal_id",
      "transmittal_items.position",
      "documents.id as documentId",
      "documents.container_name as containerName",
      "documents.title",
      "document_revisions.id as revisionId",
      "document_revisions.revision",
      "document_revisions.status_code as statusCode",
      "document_revisions.file_name as fileName",
      "document_revisions.size",
    ])
    .where("transmittal_items.transmittal_id", "in", ids)
    .orderBy("transmittal_items.position")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    number: row.number,
    reason: row.reason,
    message: row.message,
    sentBy: { id: row.sent_by, name: row.sent_by_name },
    sentAt: row.sent_at,
    recipients: recipients.filter((r) => r.transmittal_id === row.id).map((r) => ({ id: r.user_id, name: r.name, acknowledgedAt: r.acknowledged_at })),
    items: items
      .filter((item) => item.transmittal_id === row.id)
      .map(({ transmittal_id: _t, position: _p, size, ...item }) => ({ ...item, size: Number(size) })),
  }));
}
