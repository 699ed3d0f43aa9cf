import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * The built server's stack traces name the TypeScript file and line, and its source maps are read at the first trace
 * that passes through a file rather than at start-up: `--enable-source-maps` parsed every map as the modules loaded,
 * about 55 ms of a cold start. Under tsx (no map beside this file) nothing is installed and tsx maps as before.
 */
const here = import.meta.url;
const builtDir = here.slice(0, here.lastIndexOf("/") + 1);
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(new URL(`${file}.map`), "utf8")));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

function frame(site: NodeJS.CallSite): string {
  const text = site.toString();
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (!file?.startsWith(builtDir) || !line || !column) return text;
  const entry = mapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry || !("originalSource" in entry)) return text;
  const source = fileURLToPath(new URL(entry.originalSource, file));
  return text.replace(`${file}:${line}:${column}`, `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`);
}

function heading(error: unknown): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return "Error";
  }
}

if (existsSync(new URL(`${here}.map`))) {
  Error.prepareStackTrace = (error, sites) => heading(error) + sites.map((site) => `\n    at ${frame(site)}`).join("");
}
