import type { StorageConfig } from "../platform/config";
import { type DownloadLinks, downloadLinks } from "./download-links";
import type { FileStorage } from "./file-storage";
import { localStorage } from "./local-storage";
import { s3Storage } from "./s3-storage";

/** The backend STORAGE_URL names, and for the local disk what its signed links need to be served. */
export type OpenedStorage = { storage: FileStorage; local?: { directory: string; links: DownloadLinks } };

export async function openStorage(config: StorageConfig, secret: string): Promise<OpenedStorage> {
  if (config.kind === "s3") return { storage: await s3Storage(config) };
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
