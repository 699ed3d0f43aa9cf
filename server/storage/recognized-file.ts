import { createHash, randomBytes } from "node:crypto";
import { Transform } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import { SNIFF_BYTES, safeFileName } from "./file-kinds";
import type { FileStorage } from "./file-storage";
import { peek } from "./peek";

type RecognizedFile<K> = { key: string; name: string; bytes: number; sha256: string; kind: K };

type Rules<K extends { contentType: string }, T> = {
  /** What the file is from its first bytes and its name; throws the refusal the caller's users read. */
  recognize: (head: Buffer, name: string) => Promise<K>;
  tooLarge: () => Error;
  /** Runs once every byte is stored; a throw here removes the stored file too. */
  keep: (file: RecognizedFile<K>) => Promise<T>;
};

/**
 * Streams a multipart file to storage under a new random key once its first bytes pass `recognize`, hashing it on
 * the way; on any failure, the file too large among them, what was stored is removed again.
 */
export async function storeRecognizedFile<K extends { contentType: string }, T>(storage: FileStorage, file: MultipartFile, rules: Rules<K, T>): Promise<T> {
  const name = safeFileName(file.filename);
  const { head, whole } = await peek(file.file, SNIFF_BYTES);
  const kind = await rules.recognize(head, name).catch((error: unknown) => {
    whole.destroy();
    throw error;
  });
  const key = randomBytes(16).toString("hex");
  const sha = createHash("sha256");
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha.update(chunk);
      done(null, chunk);
    },
  });
  whole.on("error", (error) => hashing.destroy(error));
  try {
    const { size } = await storage.put(key, whole.pipe(hashing), kind.contentType);
    if (file.file.truncated) throw rules.tooLarge();
    return await rules.keep({ key, name, bytes: size, sha256: sha.digest("hex"), kind });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw rules.tooLarge();
    throw error;
  }
}
