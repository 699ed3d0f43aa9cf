import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import path from "node:path";
import { allPosts } from "../content/blog.server";
import { company } from "../content/company";
import { indexablePaths } from "../content/public-paths";
import { hydrateAfterPaint, islandsAfterPaint } from "./hydrate-after-paint";
import { siteOrigin as origin } from "./site-origin";

// Runs after `react-router build`: the sitemap, the blog's RSS feed, robots.txt and the origin the pages were built with.
const client = path.resolve("build/client");
const today = new Date().toISOString().slice(0, 10);

const posts = allPosts();
// An article changes when it is written; everything else is dated by the build.
const lastmod = new Map(posts.map((post) => [`/blog/${post.slug}`, post.isoDate]));
const urls = indexablePaths().map((p) => `  <url><loc>${origin}${p === "/" ? "/" : p}</loc><lastmod>${lastmod.get(p) ?? today}</lastmod></url>`);
writeFileSync(
  path.join(client, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
);
const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const rfc822 = (iso: string) => new Date(`${iso}T09:00:00Z`).toUTCString();
const items = posts.map((post) =>
  [
    "    <item>",
    `      <title>${xml(post.title)}</title>`,
    `      <link>${origin}/blog/${post.slug}</link>`,
    `      <guid isPermaLink="true">${origin}/blog/${post.slug}</guid>`,
    `      <pubDate>${rfc822(post.isoDate)}</pubDate>`,
    `      <dc:creator>${xml(post.author.name)}</dc:creator>`,
    `      <category>${xml(post.category)}</category>`,
    `      <description>${xml(post.excerpt)}</description>`,
    "    </item>",
  ].join("\n"),
);
const newest = posts
  .map((post) => post.isoDate)
  .sort()
  .at(-1)!;
writeFileSync(
  path.join(client, "blog", "rss.xml"),
  [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    "  <channel>",
    `    <title>${xml(company.name)}: Engineering Insights</title>`,
    `    <link>${origin}/blog</link>`,
    `    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml"/>`,
    "    <description>Stay updated with the latest trends, best practices, and innovations in engineering and BIM technology</description>",
    "    <language>en</language>",
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n"),
);
console.log(`after-build: RSS feed with ${items.length} articles`);

writeFileSync(
  path.join(client, "robots.txt"),
  `User-agent: *\nDisallow: /api/\nDisallow: /dashboard\nDisallow: /profile\nDisallow: /projects\nDisallow: /admin\nDisallow: /contact/received\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
);
writeFileSync(path.resolve("build/site.json"), JSON.stringify({ publicUrl: origin, builtAt: new Date().toISOString() }, null, 2));
console.log(`after-build: sitemap with ${urls.length} URLs for ${origin}`);

// No modulepreload: the page is whole HTML before any script runs, and preloading every chunk at high priority
// delayed the stylesheet, the font and the largest paint on a phone (Lighthouse / 88 → 95+ without them). The
// module script still imports the same chunks, after the first paint (scripts/hydrate-after-paint.ts).
// A page loaded as islands (scripts/build-islands.ts) gets its islands module in place of React Router's scripts.
const islands = JSON.parse(readFileSync(path.resolve("build/islands.json"), "utf8")) as Record<string, string[]>;
const islandsByFile = new Map(Object.entries(islands).map(([page, modules]) => [path.join(client, page, "index.html"), modules]));
let unpreloaded = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = readFileSync(file, "utf8");
  const islandModules = islandsByFile.get(file);
  const stripped = islandModules ? islandsAfterPaint(html, islandModules) : hydrateAfterPaint(html);
  if (stripped !== html) unpreloaded++;
  writeFileSync(file, stripped);
}
console.log(`after-build: ${unpreloaded} pages load their code after the first paint, without modulepreload`);

// Compressed once here at the highest levels, so start-up only reads them.
let compressed = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(html|js|css|json|svg|xml|txt|data|webmanifest|wasm)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length <= 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(`after-build: ${compressed} files precompressed (br, gz)`);
