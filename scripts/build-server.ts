import { build } from "esbuild";

// The server ahead of time: our own code in one ESM bundle (lazy imports become chunks), packages stay in node_modules.
await build({
  entryPoints: { main: "server/main.ts" },
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
console.log("build-server: build/server/main.js");
