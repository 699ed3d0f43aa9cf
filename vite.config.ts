import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { loadedOnlyBy, routeFilesUnder } from "./scripts/signed-in-chunk.ts";

const siteOrigin = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const SIGNED_IN_ROUTES = routeFilesUnder(routes, "routes/_signed-in.tsx", fileURLToPath(new URL("app/", import.meta.url)));
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  plugins: [tailwindcss(), reactRouter()],
  // Radix's scroll lock would write a <style> element the CSP refuses; this stand-in uses CSSOM instead.
  resolve: { alias: { "react-style-singleton": fileURLToPath(new URL("app/lib/style-singleton.ts", import.meta.url)) } },
  // The API sees the browser's own Host, so its same-origin check accepts the page's forms under any name of this host.
  server: { proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
  build: {
    assetsInlineLimit: 0,
    // The password estimator's dictionaries (1.7 MB) load only on the password screens; public pages have budgets.
    chunkSizeWarningLimit: 1800,
    rolldownOptions: {
      // Rolldown warns when plugins took most of a build, which they do whenever the machine is busy: noise, not news.
      checks: { bundlerTimings: false },
      output: {
        // Few, larger chunks: a public page loads the framework once plus what its route shares with others,
        // instead of dozens of tiny modules (each a request and a round trip on a phone).
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
            // What a public page loads: shared by two routes or more, and reached from a route outside the signed-in layout.
            {
              name: (id, graph) => (loadedOnlyBy(SIGNED_IN_ROUTES, id, graph) ? null : "shared"),
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
