import { readFileSync } from "node:fs";

/** The flags `npm start` gives node: the build primes the code cache with them, since V8 refuses another flag set's cache. */
export function npmStartFlags(): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
  return (/exec node (.*)build\/server\/main\.js/.exec(start)?.[1] ?? "").split(" ").filter(Boolean);
}
