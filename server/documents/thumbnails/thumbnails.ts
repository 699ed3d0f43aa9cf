import { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import * as z from "zod";
import { THUMBNAIL_WIDTH } from "../../../contract/documents";
import type { Db } from "../../platform/database";
import { enqueue, keysWithJobs } from "../../platform/jobs";
import type { FileStorage } from "../../storage/file-storage";
import { rendersThumbnail, Unrenderable } from "./render";
import { renderInOwnProcess } from "./render-in-own-process";

export const THUMBNAIL_JOB = "documents.thumbnail";
/** pdf.js and the image decoder need the whole file in memory: a larger file keeps its icon. */
const MAX_SOURCE_BYTES = 256 * 1024 ** 2;
const payloadSchema = z.object({ revisionId: z.string() });

const jobKeyOf = (revisionId: string) => `${THUMBNAIL_JOB}:${revisionId}`;

/** Each revision's thumbnail has its own key, so a repeated run overwrites rather than adds. */
const thumbnailKeyOf = (revisionId: string) => `thumb_${revisionId}`;

/** Queued in the transaction that records a revision; the job decides whether its file can have a thumbnail. */
export const queueThumbnail = (trx: Db, revisionId: string) => enqueue(trx, { kind: THUMBNAIL_JOB, payload: { revisionId }, dedupeKey: jobKeyOf(revisionId) });

/**
 * Queues a thumbnail for every drawing and image stored without one (revisions from before thumbnails, or whose job
 * was lost) and answers how many. One already queued, or tried this week (a file that could not be drawn), is left.
 */
export async function queueMissingThumbnails(db: Db): Promise<number> {
  const revisions = await db
    .selectFrom("document_revisions")
    .select(["id", "kind", "content_type", "size"])
    .where("thumbnail_key", "is", null)
    .where("kind", "in", ["pdf", "image"])
    .orderBy("created_at")
    .execute();
  const drawable = revisions.filter((revision) => rendersThumbnail(revision) && Number(revision.size) <= MAX_SOURCE_BYTES);
  const tried = await keysWithJobs(
    db,
    drawable.map((revision) => jobKeyOf(revision.id)),
  );
  const missing = drawable.filter((revision) => !tried.has(jobKeyOf(revision.id)));
  for (const revision of missing) await queueThumbnail(db, revision.id);
  return missing.length;
}

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Makes a revision's thumbnail. Storage failing (reading or writing) throws, so the runner retries later; a file that
 * cannot be drawn finishes the job without one, so a bad file is tried once.
 */
export function thumbnailJob(db: Db, storage: FileStorage, log: FastifyBaseLogger) {
  return async (payload: unknown) => {
    const { revisionId } = payloadSchema.parse(payload);
    const revision = await db
      .selectFrom("document_revisions")
      .select(["storage_key", "kind", "content_type", "size", "thumbnail_key"])
      .where("id", "=", revisionId)
      .executeTakeFirst();
    if (!revision || revision.thumbnail_key || !rendersThumbnail(revision) || Number(revision.size) > MAX_SOURCE_BYTES) return;
    // A file removed since (its project deleted) has nothing to draw.
    if ((await storage.size(revision.storage_key)) === undefined) return;
    let image: Buffer;
    try {
      image = await renderInOwnProcess({ kind: revision.kind, bytes: await bytesOf(storage, revision.storage_key), width: THUMBNAIL_WIDTH });
    } catch (error) {
      if (!(error instanceof Unrenderable)) throw error;
      log.info({ revisionId, kind: revision.kind, reason: error.message.slice(0, 200) }, "no thumbnail: the file could not be drawn");
      return;
    }
    const key = thumbnailKeyOf(revisionId);
    await storage.put(key, Readable.from([image]), "image/webp");
    await db.updateTable("document_revisions").set({ thumbnail_key: key }).where("id", "=", revisionId).execute();
  };
}
