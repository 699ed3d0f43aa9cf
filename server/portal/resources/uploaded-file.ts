import type { MultipartFile } from "@fastify/multipart";
import { portalMessages } from "../../../contract/portal";
import { documentMessages } from "../../../contract/documents";
import { FileRefused, recognize, SNIFF_BYTES } from "../../storage/file-kinds";
import { storeRecognizedFile } from "../../storage/recognized-file";
import { HttpError } from "../../platform/errors";
import type { FileStorage } from "../../storage/file-storage";

export type StoredResourceFile = { key: string; name: string; type: string; bytes: number };

const refused = (message: string = portalMessages.resourceFileRefused) => new HttpError(415, message, { errors: { file: message } });
export const resourceFileTooLarge = () => new HttpError(413, portalMessages.resourceFileTooLarge, { errors: { file: portalMessages.resourceFileTooLarge } });

/** A CSV is text: no NUL byte and valid UTF-8 (a character cut by the end of a partial head is allowed, as streaming decoding does). */
function isCsvText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: head.length >= SNIFF_BYTES });
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
export const storeResourceFile = (storage: FileStorage, file: MultipartFile): Promise<StoredResourceFile> =>
  storeRecognizedFile(storage, file, {
    recognize: async (head, name) => ({ contentType: await contentTypeOf(head, name) }),
    tooLarge: resourceFileTooLarge,
    keep: async ({ key, name, bytes, kind }) => ({ key, name, type: kind.contentType, bytes }),
  });
