import { randomBytes } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { portalMessages } from "../../../contract/portal";
import { documentMessages } from "../../../contract/documents";
import { FileRefused, recognize, SNIFF_BYTES, safeFileName } from "../../storage/file-kinds";
import { peek } from "../../storage/peek";
import { HttpError } from "../../platform/errors";
import type { FileStorage } from "../../storage/file-storage";

export type StoredResourceFile = { key: string; name: string; type: string; bytes: number };

const refused = (message: string = portalMessages.resourceFileRefused) => new HttpError(415, message, { errors: { file: message } });
export const resourceFileTooLarge = () => new HttpError(413, portalMessages.resourceFileTooLarge, { errors: { file: portalMessages.resourceFileTooLarge } });

/** A CSV is text: no NUL byte and valid UTF-8 in what was read (a cut multi-byte character at the end is allowed). */
function isCsvText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, head.length - 3));
    return true;
  } catch {
    return false;
  }
}

/** What the file is, from its first bytes: the documents' recognizer (decision 037), and CSV for templates. */
async function contentTypeOf(head: Buffer, name: string): Promise<string> {
  if (/\.csv$/i.test(name)) {
    if (!isCsvText(head)) throw refused();
    return "text/csv";
  }
  const recognized = await recognize(head, name).catch((error: unknown) => {
    // A name that contradicts the content is told so; any other refusal names what a resource may be.
    throw error instanceof FileRefused && error.message !== documentMessages.typeRefused ? refused(error.message) : refused();
  });
  if (recognized.kind === "image" || recognized.kind === "bcf" || recognized.kind === "nwd") throw refused();
  return recognized.contentType;
}

/** Streams an uploaded resource file to storage under a new key once its first bytes say what it is; removed again on any failure. */
export async function storeResourceFile(storage: FileStorage, file: MultipartFile): Promise<StoredResourceFile> {
  const name = safeFileName(file.filename);
  const { head, whole } = await peek(file.file, SNIFF_BYTES);
  const type = await contentTypeOf(head, name).catch((error: unknown) => {
    whole.destroy();
    throw error;
  });
  const key = randomBytes(16).toString("hex");
  try {
    const { size } = await storage.put(key, whole, type);
    if (file.file.truncated) throw resourceFileTooLarge();
    return { key, name, type, bytes: size };
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw resourceFileTooLarge();
    throw error;
  }
}
