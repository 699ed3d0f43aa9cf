import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { siteOrigin } from "./site-origin";

/**
 * Builds the home page's islands (decision 056) into build/client/assets beside React Router's chunks, and writes
 * build/islands.json, the page → module map that scripts/after-build.ts puts into each such page.
 */
const app = (file: string) => fileURLToPath(new URL(`../app/${file}`, import.meta.url));
// Each page loaded as islands, with its entry module (named for the page in the chunk's file name).
const ISLAND_PAGES = { "/": "home-page" } as const;

const output = await build({
  configFile: false,
  logLevel: "warn",
  mode: "production",
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  resolve: {
    alias: {
      "react-router": app("islands/router-stand-in.tsx"),
      "react-style-singleton": app("lib/style-singleton.ts"),
    },
  },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: Object.fromEntries(Object.values(ISLAND_PAGES).map((name) => [name, app(`islands/${name}.tsx`)])),
      // Radix's "use client" lines mean nothing without server components.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: { entryFileNames: "assets/islands-[name]-[hash].js", chunkFileNames: "assets/islands-[name]-[hash].js" },
    },
  },
});

const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ("output" in o ? o.output : [])) as (Rolldown.OutputChunk | Rolldown.OutputAsset)[];
/** A page's entry chunk first, then every chunk it imports statically: fetched together, not one after the other. */
const modulesOf = (name: string) => {
  const entry = chunks.find((chunk): chunk is Rolldown.OutputChunk => chunk.type === "chunk" && chunk.isEntry && chunk.name === name);
  if (!entry) throw new Error(`build-islands: the build wrote no entry for ${name}`);
  return [entry.fileName, ...entry.imports].map((file) => `/${file}`);
};
const entries = Object.fromEntries(Object.entries(ISLAND_PAGES).map(([page, name]) => [page, modulesOf(name)]));
writeFileSync(path.resolve("build/islands.json"), `${JSON.stringify(entries, null, 2)}\n`);
console.log(
  `build-islands: ${Object.entries(entries)
    .map(([page, [entry, ...imports]]) => `${page} → ${entry} (and ${imports.length} chunks it imports)`)
    .join(", ")}`,
);
