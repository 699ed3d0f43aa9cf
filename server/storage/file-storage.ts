import type { Readable } from "node:stream";
import type { DataStore } from "@tus/utils";

/** A byte range, both ends included, as HTTP writes it. */
type ByteRange = { start: number; end: number };
type StoredFile = { name: string; contentType: string };

/**
 * Where the firm's files live: the local disk (one instance) or an S3-compatible bucket (any number of instances).
 * Keys are opaque ids the documents feature hands out; both backends pass tests/api/storage-contract.test.ts.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** The origin downloads come from when it is not this site's (a bucket's), for the signed-in pages' CSP. */
  readonly downloadOrigin: string | undefined;
  /** Streams a file in; the answer comes once every byte is durably stored. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The stored size, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /** A link that works for `expiresInSeconds` from `issuedAt` (now) without a session: presigned on S3, signed by this site on disk. */
  downloadUrl(key: string, file: StoredFile, expiresInSeconds: number, issuedAt?: Date): Promise<string>;
  /** The tus data store whose finished uploads `read` finds under the upload's id; loaded at its first use. */
  uploads(): Promise<DataStore>;
  /** Drops a finished upload's tus bookkeeping and keeps its bytes, now a stored file. */
  forgetUploadInfo(id: string): Promise<void>;
}

/** Upload ids and storage keys: random, URL-safe, never a path. */
export const STORAGE_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
