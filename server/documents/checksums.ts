import { createHash } from "node:crypto";
import * as z from "zod";
import type { Db } from "../platform/database";
import { enqueue } from "../platform/jobs";
import type { FileStorage } from "../storage/file-storage";

export const CHECKSUM_JOB = "documents.checksum";
const payloadSchema = z.object({ revisionId: z.string() });

/** Queued in the revision's own transaction when its upload's running hash was lost (a resume the hash could not follow). */
export const queueChecksum = (trx: Db, revisionId: string) =>
  enqueue(trx, { kind: CHECKSUM_JOB, payload: { revisionId }, dedupeKey: `${CHECKSUM_JOB}:${revisionId}` });

/** Reads the stored file once, streaming, and records its SHA-256. */
export function checksumJob(db: Db, storage: FileStorage) {
  return async (payload: unknown) => {
    const { revisionId } = payloadSchema.parse(payload);
    const revision = await db.selectFrom("document_revisions").select(["storage_key", "sha256"]).where("id", "=", revisionId).executeTakeFirst();
    if (!revision || revision.sha256) return;
    const hash = createHash("sha256");
    for await (const chunk of await storage.read(revision.storage_key)) hash.update(chunk as Buffer);
    await db
      .updateTable("document_revisions")
      .set({ sha256: hash.digest("hex") })
      .where("id", "=", revisionId)
      .where("sha256", "is", null)
      .execute();
  };
}
