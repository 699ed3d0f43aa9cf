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
  const entries = <T>() =>
    text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  return { stream, text, entries };
}
