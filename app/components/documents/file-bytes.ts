import { documentEndpoints } from "../../../contract/endpoints/documents";
import { callEndpoint } from "../../lib/api";

/** A revision's short-lived download link, as the viewers need it (the audit trail records the download). */
export function downloadLink(documentId: string, revisionId?: string) {
  return callEndpoint(documentEndpoints.download, { params: { id: documentId }, query: { as: "link", revision: revisionId } });
}

/** Reads a revision's file into memory, reporting the share received when the size is known. */
export async function fetchRevisionBytes(
  documentId: string,
  revisionId: string | undefined,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const link = await downloadLink(documentId, revisionId);
  const response = await fetch(link.url, { credentials: "include", signal });
  if (!response.ok || !response.body) throw new Error(`The file could not be downloaded (${response.status}).`);
  const bytes = new Uint8Array(link.size);
  const reader = response.body.getReader();
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes.set(chunk.value, received);
    received += chunk.value.length;
    onProgress(link.size > 0 ? received / link.size : 0);
  }
  if (received !== link.size) throw new Error("The download ended early. Try again.");
  return bytes;
}
