import { randomUUID } from "node:crypto";
import { type ContainerName, containerNameOf, type DocumentState, documentMessages, documentStateLabels, isStatusCodeOf } from "../../contract/documents";
import type { Db } from "../platform/database";
import { HttpError } from "../platform/errors";
import { type Actor, recordEvent } from "./audit";
import { allowedMoves, codeFor, supersededBy } from "./revision-codes";
import { queueThumbnail } from "./thumbnails/thumbnails";

/** A finished upload about to become a revision's file. */
export type IncomingFile = { id: string; file_name: string; kind: string; contentType: string; size: number; sha256: string | null };
type Placement = { state: DocumentState; statusCode?: string };

const defaultCode: Partial<Record<DocumentState, string>> = { wip: "S0", shared: "S2" };

/** The status code a revision gets in a state: the one asked for if that state allows it. */
function statusFor({ state, statusCode }: Placement): string {
  const code = statusCode ?? defaultCode[state];
  if (!code)
    throw new HttpError(400, documentMessages.statusCodeRequired.replace("{state}", documentStateLabels[state].toLowerCase()), {
      errors: { statusCode: documentMessages.statusCodeMissing },
    });
  if (!isStatusCodeOf(state, code)) {
    const message = documentMessages.codeRefused.replace("{code}", code).replace("{state}", documentStateLabels[state].toLowerCase());
    throw new HttpError(400, message, { errors: { statusCode: message } });
  }
  return code;
}

export const findDocument = (db: Db, id: string) => db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
const revisionsOf = (db: Db, documentId: string) =>
  db
    .selectFrom("document_revisions")
    .select(["id", "revision", "state", "sequence", "status_code", "superseded_at"])
    .where("document_id", "=", documentId)
    .orderBy("sequence")
    .execute();

async function supersede(trx: Db, documentId: string, newer: { id: string; state: DocumentState }, at: string) {
  const older = supersededBy[newer.state];
  if (older.length === 0) return;
  await trx
    .updateTable("document_revisions")
    .set({ superseded_at: at })
    .where("document_id", "=", documentId)
    .where("id", "!=", newer.id)
    .where("state", "in", [...older])
    .where("superseded_at", "is", null)
    .execute();
}

const sizeInWords = (bytes: number) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A new revision of a document from a finished upload: its code follows the document's history, older ones are superseded. */
export async function addRevision(
  trx: Db,
  document: { id: string; project_id: string },
  file: IncomingFile,
  placement: Placement,
  actor: Actor,
  now = new Date(),
) {
  const statusCode = statusFor(placement);
  const existing = await revisionsOf(trx, document.id);
  const at = now.toISOString();
  const revision = {
    id: randomUUID(),
    document_id: document.id,
    sequence: (existing.at(-1)?.sequence ?? 0) + 1,
    revision: codeFor(placement.state, existing),
    state: placement.state,
    status_code: statusCode,
    storage_key: file.id,
    file_name: file.file_name,
    kind: file.kind as never,
    content_type: file.contentType,
    size: file.size,
    sha256: file.sha256,
    uploaded_by: actor.id,
    uploaded_by_name: actor.name,
    created_at: at,
    shared_at: placement.state === "wip" ? null : at,
    superseded_at: null,
  };
  await trx.insertInto("document_revisions").values(revision).execute();
  await queueThumbnail(trx, revision.id);
  await supersede(trx, document.id, { id: revision.id, state: placement.state }, at);
  await trx.updateTable("documents").set({ updated_at: at }).where("id", "=", document.id).execute();
  const ref = { id: revision.id, revision: revision.revision };
  await recordEvent(
    trx,
    {
      documentId: document.id,
      projectId: document.project_id,
      revision: ref,
      actor,
      action: "uploaded",
      detail: `${file.file_name} (${sizeInWords(file.size)})`,
    },
    now,
  );
  if (placement.state !== "wip") {
    await recordEvent(
      trx,
      { documentId: document.id, projectId: document.project_id, revision: ref, actor, action: "shared", detail: `Shared as ${statusCode}` },
      now,
    );
  }
  return ref;
}

/** A new information container with its first revision. */
export async function createDocument(
  trx: Db,
  input: { projectId: string; name: ContainerName; title: string },
  file: IncomingFile,
  placement: Placement,
  actor: Actor,
  now = new Date(),
) {
  const at = now.toISOString();
  const document = {
    id: randomUUID(),
    project_id: input.projectId,
    container_name: containerNameOf(input.name),
    project_code: input.name.project,
    originator: input.name.originator,
    volume: input.name.volume,
    level: input.name.level,
    type: input.name.type,
    role: input.name.role,
    number: input.name.number,
    title: input.title,
    created_by: actor.id,
    created_at: at,
    updated_at: at,
  };
  await trx.insertInto("documents").values(document).execute();
  const revision = await addRevision(trx, document, file, placement, actor, now);
  return { id: document.id, revision };
}

/** Moves a revision on (shared, published, archived); sharing or publishing gives it that state's next code. */
export async function changeState(
  trx: Db,
  document: { id: string; project_id: string },
  revisionId: string | undefined,
  placement: Placement,
  actor: Actor,
  now = new Date(),
) {
  const existing = await revisionsOf(trx, document.id);
  const revision = revisionId ? existing.find((r) => r.id === revisionId) : existing.at(-1);
  if (!revision) throw new HttpError(404, documentMessages.revisionNotFound);
  if (revision.superseded_at && placement.state !== "archived") throw new HttpError(409, documentMessages.superseded.replace("{revision}", revision.revision));
  if (!allowedMoves[revision.state].includes(placement.state)) {
    throw new HttpError(
      409,
      documentMessages.transitionRefused
        .replace("{from}", documentStateLabels[revision.state].toLowerCase())
        .replace("{to}", documentStateLabels[placement.state].toLowerCase()),
    );
  }
  const statusCode = placement.state === "archived" ? revision.status_code : statusFor(placement);
  const code =
    placement.state === "archived"
      ? revision.revision
      : codeFor(
          placement.state,
          existing.filter((r) => r.id !== revision.id),
        );
  const at = now.toISOString();
  await trx
    .updateTable("document_revisions")
    .set({ state: placement.state, status_code: statusCode, revision: code, ...(revision.state === "wip" && { shared_at: at }) })
    .where("id", "=", revision.id)
    .execute();
  await supersede(trx, document.id, { id: revision.id, state: placement.state }, at);
  await trx.updateTable("documents").set({ updated_at: at }).where("id", "=", document.id).execute();
  const renamed = code === revision.revision ? "" : ` (was ${revision.revision})`;
  const action = placement.state === "archived" ? "archived" : placement.state === "published" ? "published" : "shared";
  await recordEvent(
    trx,
    {
      documentId: document.id,
      projectId: document.project_id,
      revision: { id: revision.id, revision: code },
      actor,
      action,
      detail: `${documentStateLabels[placement.state]} as ${statusCode}${renamed}`,
    },
    now,
  );
  return { id: revision.id, revision: code, state: placement.state };
}
