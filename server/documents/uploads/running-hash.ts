import { Transform } from "node:stream";
import { createSHA256, type IHasher } from "hash-wasm";

/**
 * A SHA-256 that can stop after any request and carry on in the next, even on another instance: hash-wasm saves
 * the hash's state, which is kept in the upload's row with the offset it stands at.
 */
export async function runningHash(saved: string | null, hashedBytes: number, offset: number): Promise<IHasher | undefined> {
  const hasher = await createSHA256();
  if (offset === 0) return hasher.init();
  if (!saved || hashedBytes !== offset) return undefined;
  hasher.load(Buffer.from(saved, "base64"));
  return hasher;
}

export const savedState = (hasher: IHasher) => Buffer.from(hasher.save()).toString("base64");

/** Passes bytes through unchanged, feeding the hash and counting them. */
export function hashing(hasher: IHasher | undefined) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hasher?.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}
