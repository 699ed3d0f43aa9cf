import contentDisposition from "content-disposition";

/** `attachment` with an ASCII-only quoted name (older clients) and the exact UTF-8 name beside it (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "?");
  return contentDisposition(fileName, { type: "attachment", fallback: ascii });
}
