import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const siteOrigin = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
  plugins: [tailwindcss(), reactRouter()],
  // Radix's scroll lock would write a <style> element the CSP refuses; this stand-in uses CSSOM instead.
  resolve: { alias: { "react-style-singleton": fileURLToPath(new URL("app/lib/style-singleton.ts", import.meta.url)) } },
  server: { proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
  build: { assetsInlineLimit: 0 },
});
