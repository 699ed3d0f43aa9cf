import { documentMessages, type FileKind, fileKindLabels } from "../../contract/documents";

/** How many leading bytes are read to recognize a file: enough for an Office file's or a ZIP's first entries. */
export const SNIFF_BYTES = 64 * 1024;

/** The extensions each kind may carry; a file whose bytes say otherwise is refused. */
const extensionsOf: Record<FileKind, readonly string[]> = {
  ifc: ["ifc"],
  pdf: ["pdf"],
  dwg: ["dwg"],
  rvt: ["rvt", "rfa", "rte", "rft"],
  nwd: ["nwd", "nwc"],
  xlsx: ["xlsx"],
  docx: ["docx"],
  zip: ["zip"],
  bcf: ["bcf", "bcfzip"],
  image: ["png", "jpg", "jpeg", "gif", "webp", "tif", "tiff", "bmp"],
};
const OFFICE_TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
const IMAGE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp", "image/tiff", "image/bmp"]);

export type Recognized = { kind: FileKind; contentType: string };
export class FileRefused extends Error {}

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";

/** IFC is text: an ISO 10303-21 (STEP) exchange file whose header names an IFC schema. */
function isIfc(head: Buffer): boolean {
  const text = head
    .subarray(0, 8192)
    .toString("latin1")
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart();
  return text.startsWith("ISO-10303-21;") && /FILE_SCHEMA\s*\(\s*\(\s*'IFC/i.test(text);
}

/**
 * What a file is, from its first bytes (file-type, and our own checks for IFC and Navisworks), checked against its
 * name's extension. Navisworks files have no published signature: a binary file that no other format claims is
 * taken as one only when its name says so (decision 037).
 */
export async function recognize(head: Buffer, fileName: string): Promise<Recognized> {
  const extension = extensionOf(fileName);
  const claimed = (Object.keys(extensionsOf) as FileKind[]).find((kind) => extensionsOf[kind].includes(extension));
  const found = await sniff(head, extension);
  if (!found) throw new FileRefused(documentMessages.typeRefused);
  if (claimed !== found.kind) {
    throw new FileRefused(
      documentMessages.extensionMismatch
        .replace("{name}", fileName)
        .replace("{kind}", `a${/^[AEIOU]/.test(fileKindLabels[found.kind]) ? "n" : ""} ${fileKindLabels[found.kind]}`),
    );
  }
  return found;
}

async function sniff(head: Buffer, extension: string): Promise<Recognized | undefined> {
  if (isIfc(head)) return { kind: "ifc", contentType: "application/x-step" };
  // file-type and its tokenizers load with the first file, not at every start.
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(head);
  if (!type) return head.includes(0) && ["nwd", "nwc"].includes(extension) ? { kind: "nwd", contentType: "application/octet-stream" } : undefined;
  if (type.mime === "application/pdf") return { kind: "pdf", contentType: type.mime };
  if (type.ext === "dwg") return { kind: "dwg", contentType: "image/vnd.dwg" };
  if (type.ext === "docx" || type.ext === "xlsx") return { kind: type.ext, contentType: type.mime };
  if (IMAGE_TYPES.has(type.mime)) return { kind: "image", contentType: type.mime };
  // Revit families and projects are OLE compound files, as are some Navisworks caches.
  if (type.ext === "cfb") {
    if (extensionsOf.rvt.includes(extension)) return { kind: "rvt", contentType: "application/octet-stream" };
    if (extensionsOf.nwd.includes(extension)) return { kind: "nwd", contentType: "application/octet-stream" };
    return undefined;
  }
  // An Office file is a ZIP whose parts file-type may not reach in the first bytes: its name then says which.
  if (type.ext === "zip") {
    if (extensionsOf.bcf.includes(extension)) return { kind: "bcf", contentType: "application/octet-stream" };
    if (extension === "docx" || extension === "xlsx") return { kind: extension, contentType: OFFICE_TYPES[extension] };
    return { kind: "zip", contentType: "application/zip" };
  }
  return undefined;
}

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/**
 * A file name safe to store and to send back: the last path segment only, Unicode normalized, without control or
 * direction-changing characters or characters Windows refuses, at most 180 characters with its extension kept.
 */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff<>:"|?*]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? "";
  const stem = [...cleaned.slice(0, cleaned.length - extension.length)]
    .slice(0, 180 - extension.length)
    .join("")
    .trimEnd();
  const name = `${stem || "file"}${extension}`;
  return WINDOWS_RESERVED.test(name) ? `_${name}` : name;
}
