import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UPLOAD_EXPIRY_MS } from "../../contract/documents";
import { loadOnce } from "../platform/load-once";
import type { DownloadLinks } from "./download-links";
import { assertKey, type FileStorage } from "./file-storage";

/** The path under which this site serves a signed link's file (file-route.ts). */
export const FILE_LINK_PATH = "/api/files/";

/**
 * Files under DATA_DIR/files (or STORAGE_URL=file:///…): one instance only, since another would not see the disk.
 * A file is written beside its place, flushed to disk, then renamed into it, so a crash never leaves half a file.
 */
export function localStorage(directory: string, links: DownloadLinks): FileStorage {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  return {
    kind: "local",
    downloadOrigin: undefined,
    async put(key, body) {
      const target = pathOf(key);
      const incoming = path.join(directory, `.incoming-${randomBytes(8).toString("hex")}`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(incoming, { mode: 0o600, flush: true }));
        await rename(incoming, target);
      } catch (error) {
        await rm(incoming, { force: true });
        throw error;
      }
      return { size };
    },
    async read(key, range) {
      const file = pathOf(key);
      await stat(file);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async downloadUrl(key, file, expiresInSeconds, issuedAt = new Date()) {
      assertKey(key);
      const token = links.issue({ key, name: file.name, contentType: file.contentType, expiresAt: issuedAt.getTime() + expiresInSeconds * 1000 });
      return `${FILE_LINK_PATH}${token}`;
    },
    // Made at first use: its constructor creates the folder in the background, which must not outlive a short-lived app,
    // and its package is a start-up cost every start would pay for the few that take a resumable upload.
    uploads: loadOnce(() => import("@tus/file-store").then(({ FileStore }) => new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }))),
    async forgetUploadInfo(id) {
      await rm(`${pathOf(id)}.json`, { force: true });
    },
  };
}
