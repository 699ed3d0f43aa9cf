import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { recordCodeCacheUse } from "./platform/code-cache";

/**
 * The built server's entry (decision 055): runs the server bundle (`server-<content hash>.cjs`) through V8's code
 * cache, so a start deserializes the functions an earlier start compiled instead of parsing and compiling them again.
 * Node 20 has no code cache for ES modules (node 22's `module.enableCompileCache()` would replace this file).
 */
declare const SERVER_BUNDLE: string;

/** Long enough for a start, its first requests and the mail templates it loads after ready to have compiled. */
const CACHE_AFTER_MS = 5_000;

const bundle = new URL(SERVER_BUNDLE, import.meta.url);
const file = fileURLToPath(bundle);
// V8 takes a cache only from the same V8 with the same flags: one file per node version and flag set (NODE_OPTIONS
// too), so npm start's starts and the tests' (no flags) do not overwrite each other's. The bundle's name names its content.
const flags = [process.version, ...process.execArgv, process.env.NODE_OPTIONS ?? ""];
const variant = createHash("sha256").update(flags.join("\0")).digest("hex").slice(0, 12);
const cacheFile = `${file}.${variant}.v8cache`;

let cachedData: Buffer | undefined;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(file, "utf8")}\n})`, {
  // A file URL, as an ES module's frames are named: stack-traces.ts maps the frames under this folder.
  filename: bundle.href,
  cachedData,
});
recordCodeCacheUse(!cachedData ? "none" : script.cachedDataRejected ? "rejected" : "used");
if (!cachedData || script.cachedDataRejected) setTimeout(saveCache, CACHE_AFTER_MS).unref();
const module = { exports: {} };
script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));

function saveCache() {
  const written = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(written, script.createCachedData());
    renameSync(written, cacheFile);
  } catch {
    // A read-only build folder only means later starts compile as this one did.
    rmSync(written, { force: true });
  }
}
