import { sql } from "kysely";
import { UPLOAD_EXPIRY_MS } from "../../../contract/documents";
import type { Db } from "../../platform/database";
import type { Recognized } from "../../storage/file-kinds";

export function findUpload(db: Db, id: string) {
  return db.selectFrom("document_uploads").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function startUpload(db: Db, upload: { id: string; projectId: string; userId: string; fileName: string; size: number }, now = new Date()) {
  await db
    .insertInto("document_uploads")
    .values({
      id: upload.id,
      project_id: upload.projectId,
      created_by: upload.userId,
      file_name: upload.fileName,
      size: upload.size,
      status: "receiving",
      kind: null,
      content_type: null,
      sha256: null,
      hash_state: null,
      hashed_bytes: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + UPLOAD_EXPIRY_MS).toISOString(),
    })
    .execute();
}

export async function recordKind(db: Db, id: string, recognized: Recognized) {
  await db.updateTable("document_uploads").set({ kind: recognized.kind, content_type: recognized.contentType }).where("id", "=", id).execute();
}

/** Where the running checksum stands: its state after `hashedBytes`, the digest once whole, or lost (null, null). */
export async function recordHash(db: Db, id: string, hashedBytes: number, state: string | null, sha256: string | null) {
  await db.updateTable("document_uploads").set({ hashed_bytes: hashedBytes, hash_state: state, sha256 }).where("id", "=", id).execute();
}

export async function completeUpload(db: Db, id: string) {
  await db.updateTable("document_uploads").set({ status: "complete", hash_state: null }).where("id", "=", id).execute();
}

/** A finished upload becomes a revision's file: its row goes in the same transaction as the revision's. */
export async function takeUpload(trx: Db, id: string, projectId: string) {
  const upload = await trx
    .selectFrom("document_uploads")
    .selectAll()
    .where("id", "=", id)
    .where("project_id", "=", projectId)
    .where("status", "=", "complete")
    .executeTakeFirst();
  if (!upload?.kind || !upload.content_type) return undefined;
  await trx.deleteFrom("document_uploads").where("id", "=", id).execute();
  return { ...upload, kind: upload.kind, contentType: upload.content_type, size: Number(upload.size) };
}

export async function dropUpload(db: Db, id: string) {
  await db.deleteFrom("document_uploads").where("id", "=", id).execute();
}

/** Bytes a project holds or has been promised: every revision's file and every upload under way. */
export async function bytesInUse(db: Db, projectId: string): Promise<number> {
  const stored = await db
    .selectFrom("document_revisions")
    .innerJoin("documents", "documents.id", "document_revisions.document_id")
    .select(sql<string | number | null>`sum(document_revisions.size)`.as("bytes"))
    .where("documents.project_id", "=", projectId)
    .executeTakeFirst();
  const incoming = await db
    .selectFrom("document_uploads")
    .select(sql<string | number | null>`sum(size)`.as("bytes"))
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return Number(stored?.bytes ?? 0) + Number(incoming?.bytes ?? 0);
}

export function expiredUploads(db: Db, now: Date, limit = 100) {
  return db.selectFrom("document_uploads").select("id").where("expires_at", "<=", now.toISOString()).orderBy("expires_at").limit(limit).execute();
}

/** A file sent with the form itself: stored whole before its row says it is complete. */
export async function recordFinishedUpload(
  db: Db,
  upload: { id: string; projectId: string; userId: string; fileName: string; size: number; kind: Recognized["kind"]; contentType: string; sha256: string },
  now = new Date(),
) {
  await startUpload(db, upload, now);
  await db
    .updateTable("document_uploads")
    .set({ status: "complete", kind: upload.kind, content_type: upload.contentType, sha256: upload.sha256, hashed_bytes: upload.size })
    .where("id", "=", upload.id)
    .execute();
}
