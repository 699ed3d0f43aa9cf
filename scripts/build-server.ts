import { build } from "esbuild";

// The server and its operator commands ahead of time: our own code in ESM bundles sharing chunks (lazy imports become
// chunks too), packages stay in node_modules, so production runs plain node and needs no TypeScript loader.
await build({
  entryPoints: { main: "server/main.ts", admin: "scripts/admin.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts" },
  outdir: "build/server",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log("build-server: build/server/main.js, admin.js, backup.js, restore.js");
