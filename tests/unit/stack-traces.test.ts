import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

// A bundle built the way scripts/build-server.ts builds the server (one CommonJS file, minified, linked map without
// sources) and run as npm start runs it: by plain node without --enable-source-maps, through the code-cache entry.
async function runBundled(source: string): Promise<{ stack: string; entry: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "stack-traces-"));
  const entry = path.join(dir, "entry.ts");
  writeFileSync(entry, `import ${JSON.stringify(path.resolve("server/platform/stack-traces.ts"))};\n${source}`);
  const out = path.join(dir, "out");
  const shared = {
    bundle: true,
    platform: "node",
    sourcemap: "linked",
    sourcesContent: false,
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: "silent",
  } as const;
  await build({
    ...shared,
    entryPoints: { bundle: entry },
    outdir: out,
    outExtension: { ".js": ".cjs" },
    format: "cjs",
    supported: { "dynamic-import": false },
    define: { "import.meta.url": "__import_meta_url" },
    banner: { js: '"use strict";const __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  });
  await build({
    ...shared,
    entryPoints: { main: path.resolve("server/start-from-code-cache.ts") },
    outdir: out,
    format: "esm",
    define: { SERVER_BUNDLE: JSON.stringify("./bundle.cjs") },
  });
  const run = spawnSync(process.execPath, [path.join(out, "main.js")], { encoding: "utf8" });
  return { stack: run.stdout + run.stderr, entry };
}

describe("stack traces of the built server", () => {
  it("name the TypeScript file, line and column, read from the map at the first trace", async () => {
    const { stack, entry } = await runBundled(
      [
        "function quoteFor(area: number): number {",
        '  if (area > 0) throw new RangeError("no rate for this area");',
        "  return area;",
        "}",
        "try { quoteFor(1200); } catch (error) { console.log((error as Error).stack); }",
      ].join("\n"),
    );
    expect(stack).toMatch(/^RangeError: no rate for this area\n/);
    // Line 3 of the entry: the import above the source is line 1.
    expect(stack).toContain(`at quoteFor (${entry}:3:`);
    expect(stack).not.toContain("bundle.cjs");
    expect(stack).not.toContain("main.js");
  });

  it("leave frames outside the bundle as node wrote them", async () => {
    const { stack, entry } = await runBundled(
      'import { readFileSync } from "node:fs";\ntry { readFileSync("/no/such/file"); } catch (error) { console.log((error as Error).stack); }',
    );
    expect(stack).toMatch(/^Error: ENOENT: no such file or directory/);
    expect(stack).toMatch(/\n {4}at readFileSync \(node:fs:\d+:\d+\)\n/);
    expect(stack).toContain(`Object.<anonymous> (${entry}:3:`);
  });
});
