import { Writable } from "node:stream";

/** A site's log kept in memory: pass `stream` to startSite, then read what it wrote as text or as parsed lines. */
export function capturedLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join("");
  const lines = () => text().split("\n").filter(Boolean);
  const entries = <T>() => lines().map((line) => JSON.parse(line) as T);
  // Forgets what was written so far, so a test reads only what follows.
  const clear = () => void chunks.splice(0);
  return { stream, text, lines, entries, clear };
}
