import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import path from "node:path";
import { indexablePaths } from "../content/public-paths";

// Runs after `react-router build`: the sitemap, robots.txt and the origin the pages were built with.
const origin = (process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const client = path.resolve("build/client");
const today = new Date().toISOString().slice(0, 10);

const urls = indexablePaths().map((p) => `  <url><loc>${origin}${p === "/" ? "/" : p}</loc><lastmod>${today}</lastmod></url>`);
writeFileSync(path.join(client, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`);
writeFileSync(path.join(client, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /profile\nDisallow: /projects\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`);
writeFileSync(path.resolve("build/site.json"), JSON.stringify({ publicUrl: origin, builtAt: new Date().toISOString() }, null, 2));
console.log(`after-build: sitemap with ${urls.length} URLs for ${origin}`);

// Compressed once here at the highest levels, so start-up only reads them.
let compressed = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(html|js|css|json|svg|xml|txt|data|webmanifest)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length <= 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(`after-build: ${compressed} files precompressed (br, gz)`);
