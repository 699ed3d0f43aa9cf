import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import routes from "./app/routes.ts";
import { loadedBy, loadedOnlyBy, reaches, routeFilesUnder } from "./scripts/chunk-groups.ts";
import { siteOrigin } from "./scripts/site-origin.ts";

const SIGNED_IN_ROUTES = routeFilesUnder(routes, "routes/_signed-in.tsx", fileURLToPath(new URL("app/", import.meta.url)));
// The home page is where most visitors land: what its first load shares with other pages is one chunk of its own.
const LANDING_ROUTES = new Set(["root.tsx", "routes/_public.tsx", "routes/home.tsx"].map((f) => fileURLToPath(new URL(`app/${f}`, import.meta.url))));
// zod: a module that reaches it builds schemas as it loads (the contract's schemas, the forms checked by them).
const ZOD = /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/;
const apiPort = process.env.API_PORT ?? "3001";
// The model viewer's libraries, in three chunks fetched side by side: loaded only by the 3D viewer screen (decision 039).
const MODEL_VIEWER_IFC = /node_modules[\\/]web-ifc[\\/]/;
const MODEL_VIEWER_THREE = /node_modules[\\/](three|camera-controls|three-mesh-bvh)[\\/]/;
const MODEL_VIEWER_ENGINE =
  /node_modules[\\/](@thatopen|earcut|flatbuffers|pako|fast-xml-parser|strnum|jszip|lru-cache|lie|immediate|setimmediate|readable-stream|process-nextick-args|safe-buffer|string_decoder|util-deprecate|core-util-is|inherits|isarray)[\\/]/;
const PDF_VIEWER_ONLY = /node_modules[\\/]pdfjs-dist[\\/]/;

const require = createRequire(import.meta.url);
const webIfcWasm = require.resolve("web-ifc/web-ifc.wasm");
const webIfcVersion = (JSON.parse(readFileSync(new URL("package.json", `file://${webIfcWasm}`), "utf8")) as { version: string }).version;
const webIfcWasmFolder = `assets/web-ifc-${webIfcVersion}/`;
const fragmentsWorker = require.resolve("@thatopen/fragments/worker").replace(/worker\.mjs$/, "worker.min.mjs");
const fragmentsVersion = (JSON.parse(readFileSync(new URL("../../package.json", `file://${fragmentsWorker}`), "utf8")) as { version: string }).version;
const fragmentsWorkerFile = `assets/thatopen-fragments-${fragmentsVersion}/worker.js`;

const pdfjsRoot = path.dirname(require.resolve("pdfjs-dist/package.json"));
const pdfjsVersion = (JSON.parse(readFileSync(path.join(pdfjsRoot, "package.json"), "utf8")) as { version: string }).version;
const pdfjsFolder = `assets/pdfjs-${pdfjsVersion}/`;

/**
 * The model viewer's two vendor files that are loaded by address, not imported: web-ifc asks for "web-ifc.wasm" by
 * that name in a folder it is given, and the fragments worker is started from a URL. Both go under folders named by
 * their version, so the immutable caching of /assets stays true.
 */
function modelViewerFiles(): Plugin {
  return {
    name: "model-viewer-files",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: `${webIfcWasmFolder}web-ifc.wasm`, source: readFileSync(webIfcWasm) });
      this.emitFile({ type: "asset", fileName: fragmentsWorkerFile, source: readFileSync(fragmentsWorker) });
      // pdf.js: its worker (a .js name, so it is served as JavaScript) and the fonts and character maps it fetches by name.
      this.emitFile({ type: "asset", fileName: `${pdfjsFolder}pdf.worker.js`, source: readFileSync(path.join(pdfjsRoot, "build/pdf.worker.min.mjs")) });
      for (const folder of ["standard_fonts", "cmaps"]) {
        for (const name of readdirSync(path.join(pdfjsRoot, folder))) {
          if (name === "LICENSE") continue;
          this.emitFile({ type: "asset", fileName: `${pdfjsFolder}${folder}/${name}`, source: readFileSync(path.join(pdfjsRoot, folder, name)) });
        }
      }
    },
  };
}

export default defineConfig({
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __WEB_IFC_WASM_PATH__: JSON.stringify(`/${webIfcWasmFolder}`),
    __FRAGMENTS_WORKER_URL__: JSON.stringify(`/${fragmentsWorkerFile}`),
    __PDFJS_FOLDER__: JSON.stringify(`/${pdfjsFolder}`),
  },
  plugins: [tailwindcss(), reactRouter(), modelViewerFiles()],
  // Every app module is scanned for dependencies when `npm run dev` starts: one found later (a lazy screen's library)
  // makes Vite reload the open page, which drops what a person was typing or the navigation under way.
  optimizeDeps: { entries: ["app/**/*.{ts,tsx}"] },
  // Radix's scroll lock would write a <style> element the CSP refuses; this stand-in uses CSSOM instead.
  resolve: { alias: { "react-style-singleton": fileURLToPath(new URL("app/lib/style-singleton.ts", import.meta.url)) } },
  // The API sees the browser's own Host, so its same-origin check accepts the page's forms under any name of this host.
  server: { proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
  build: {
    assetsInlineLimit: 0,
    // The password estimator's dictionaries (1.7 MB) load only on the password screens, and web-ifc's IFC schema
    // tables (3.5 MB) only in the 3D viewer; public pages have budgets.
    chunkSizeWarningLimit: 3600,
    rolldownOptions: {
      // Rolldown warns when plugins took most of a build, which they do whenever the machine is busy: noise, not news.
      checks: { bundlerTimings: false },
      output: {
        // Few, larger chunks: a public page loads the framework once plus what its route shares with others,
        // instead of dozens of tiny modules (each a request and a round trip on a phone).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            // The viewers' libraries, fetched only by their screens (decision 039).
            { name: "model-viewer-ifc", test: MODEL_VIEWER_IFC, priority: 25 },
            { name: "model-viewer-three", test: MODEL_VIEWER_THREE, priority: 25 },
            { name: "model-viewer-engine", test: MODEL_VIEWER_ENGINE, priority: 25 },
            { name: "pdf-viewer", test: PDF_VIEWER_ONLY, priority: 25 },
            // What the home page's first load shares with other routes; the other public pages load it too.
            { name: (id, graph) => (loadedBy(LANDING_ROUTES, id, graph, { onDemand: false }) ? "landing" : null), minShareCount: 2, priority: 22 },
            // zod and the schemas the home page takes when a form is first used or a call made (app/lib/contract-on-demand.ts).
            { name: (id, graph) => (reaches(ZOD, id, graph) && loadedBy(LANDING_ROUTES, id, graph, { onDemand: true }) ? "contract" : null), priority: 21 },
            // What other public pages load: shared by two routes or more, and reached from a route outside the signed-in layout.
            // The modules among them that build schemas have their own chunk: a page without a form loads no zod.
            {
              name: (id, graph) => (loadedOnlyBy(SIGNED_IN_ROUTES, id, graph) ? null : reaches(ZOD, id, graph) ? "forms" : "shared"),
              debugName: "shared",
              minShareCount: 2,
              priority: 20,
            },
            // The rest only the signed-in screens load (their libraries, the portal's contract and components): never a
            // public page's download, however many signed-in screens share it.
            { name: "signed-in", minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
