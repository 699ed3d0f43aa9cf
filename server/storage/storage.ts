import type { StorageConfig } from "../platform/config";
import { type DownloadLinks, downloadLinks } from "./download-links";
import type { FileStorage } from "./file-storage";
import { localStorage } from "./local-storage";

/** The backend STORAGE_URL names, and for the local disk what its signed links need to be served. */
export type OpenedStorage = { storage: FileStorage; local?: { directory: string; links: DownloadLinks } };

export async function openStorage(config: StorageConfig, secret: string): Promise<OpenedStorage> {
  // The AWS SDK is loaded only when a bucket is used, so a site on the local disk starts without it.
  if (config.kind === "s3") return { storage: await (await import("./s3-storage")).s3Storage(config) };
  const links = downloadLinks(secret);
  const storage = localStorage(config.directory, links);
  return { storage, local: { directory: config.directory, links } };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Where documents' files live (server/storage). */
    storage: FileStorage;
  }
}
