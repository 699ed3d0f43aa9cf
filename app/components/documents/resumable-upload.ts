import { useCallback, useRef, useState } from "react";
import { DetailedError, Upload } from "tus-js-client";
import { uploadsPath } from "../../../contract/documents";
import { getCsrfToken } from "../../lib/api";

export type UploadProgress =
  | { phase: "idle" }
  | { phase: "sending"; sent: number; total: number; resumed: boolean }
  | { phase: "stalled"; sent: number; total: number; message: string }
  | { phase: "done"; uploadId: string };

// Waits between automatic retries after a dropped connection; each retry asks the server how much arrived and goes on from there.
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * A file sent with the tus protocol to the project's resumable upload endpoint: a dropped connection resumes from
 * the last byte the server holds, automatically and, once the retries are spent, with `resume()`. Nothing is kept
 * in the browser's storage: an upload resumes while the page is open.
 */
export function useResumableUpload(projectId: string) {
  const [progress, setProgress] = useState<UploadProgress>({ phase: "idle" });
  const current = useRef<Upload | null>(null);
  const settle = useRef<{ resolve: (id: string) => void; reject: (error: Error) => void } | null>(null);

  const send = useCallback(
    async (file: File): Promise<string> => {
      const token = await getCsrfToken();
      let interrupted = false;
      return new Promise<string>((resolve, reject) => {
        settle.current = { resolve, reject };
        const upload = new Upload(file, {
          endpoint: uploadsPath(projectId),
          chunkSize: CHUNK_BYTES,
          retryDelays: RETRY_DELAYS_MS,
          storeFingerprintForResuming: false,
          removeFingerprintOnSuccess: true,
          metadata: { filename: file.name, filetype: file.type },
          headers: { "X-CSRF-Token": token },
          onShouldRetry: (error) => {
            interrupted = true;
            const status = error.originalResponse?.getStatus() ?? 0;
            // A refusal (quota, a type, a lost upload) is an answer; a dropped connection or a busy server is worth another try.
            return status === 0 || status === 409 || status === 423 || status >= 500;
          },
          onProgress: (sent, total) => setProgress({ phase: "sending", sent, total, resumed: interrupted }),
          onError: (error) => {
            const response = error instanceof DetailedError ? error.originalResponse : null;
            const status = response?.getStatus() ?? 0;
            if (status >= 400 && status < 500 && status !== 409 && status !== 423) {
              setProgress({ phase: "idle" });
              settle.current = null;
              reject(new Error(response?.getBody()?.trim() || "The server refused the file."));
              return;
            }
            setProgress((before) => ({
              phase: "stalled",
              sent: before.phase === "sending" ? before.sent : 0,
              total: file.size,
              message: "The connection dropped. The upload is paused; resume it to send the rest.",
            }));
          },
          onSuccess: () => {
            const id = upload.url?.split("/").pop() ?? "";
            setProgress({ phase: "done", uploadId: id });
            settle.current = null;
            resolve(id);
          },
        });
        current.current = upload;
        upload.start();
      });
    },
    [projectId],
  );

  /** Goes on after the automatic retries gave up: the server says how much it holds and the rest is sent. */
  const resume = useCallback(() => {
    if (!current.current) return;
    setProgress((before) => (before.phase === "stalled" ? { phase: "sending", sent: before.sent, total: before.total, resumed: true } : before));
    current.current.start();
  }, []);

  /** Stops and removes the partial upload from the server. */
  const cancel = useCallback(async () => {
    const upload = current.current;
    current.current = null;
    setProgress({ phase: "idle" });
    settle.current?.reject(new Error("Upload canceled."));
    settle.current = null;
    await upload?.abort(true).catch(() => undefined);
  }, []);

  return { progress, send, resume, cancel };
}
