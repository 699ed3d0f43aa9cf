import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../platform/database";
import type { FileStorage } from "../storage/file-storage";
import { dropUpload, expiredUploads } from "./uploads/uploads";

/** Uploads never finished, or finished but never made a revision, removed with their bytes once they expire. */
export async function removeExpiredUploads(db: Db, storage: FileStorage, log: FastifyBaseLogger, now = new Date()) {
  for (;;) {
    const expired = await expiredUploads(db, now);
    for (const { id } of expired) {
      // A resumable upload has tus bookkeeping beside its bytes; a form's file has only the bytes.
      await (await storage.uploads()).remove(id).catch(() => undefined);
      await storage.remove(id);
      await dropUpload(db, id);
    }
    if (expired.length > 0) log.info({ uploads: expired.length }, "expired uploads removed");
    if (expired.length < 100) return;
  }
}

/** Files whose retention has ended (a deleted project's), removed from storage, then forgotten. */
export async function purgeFiles(db: Db, storage: FileStorage, now = new Date()) {
  for (;;) {
    const due = await db.selectFrom("file_purges").select("storage_key").where("purge_after", "<=", now.toISOString()).limit(100).execute();
    for (const { storage_key } of due) {
      await storage.remove(storage_key);
      await db.deleteFrom("file_purges").where("storage_key", "=", storage_key).execute();
    }
    if (due.length < 100) return;
  }
}
