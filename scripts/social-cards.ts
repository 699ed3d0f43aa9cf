// Runs after `react-router build`: a 1200×630 PNG card for each service and article, from its SVG illustration.
// LinkedIn, Facebook and X show no SVG previews; the pages name these cards as og:image (app/lib/site.ts).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { SOCIAL_CARD, socialCardPath } from "../app/lib/social-card";
import { allPosts } from "../content/blog.server";
import { company } from "../content/company";
import { serviceIndex } from "../content/service-index";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";

const client = path.resolve("build/client");
const font = readFileSync(path.resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString("base64");
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const cards = [
  ...serviceIndex.map((s) => ({ section: "services" as const, slug: s.slug, eyebrow: "Service", title: s.title })),
  ...allPosts().map((p) => ({ section: "blog" as const, slug: p.slug, eyebrow: p.category, title: p.title })),
];

const page = (illustration: string, eyebrow: string, title: string) => `<!doctype html><html><head><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
body{margin:0;width:${SOCIAL_CARD.width}px;height:${SOCIAL_CARD.height}px;position:relative;overflow:hidden;font-family:Inter,sans-serif}
.art{position:absolute;inset:0}.art svg{width:100%;height:100%;display:block}
.band{position:absolute;left:0;right:0;bottom:0;padding:28px 56px 34px;background:linear-gradient(180deg,rgba(13,42,94,.86),#0d2a5e);color:#fff}
.eyebrow{font-size:20px;font-weight:700;letter-spacing:3px;text-transform:uppercase;color:#fbbf4d}
h1{margin:10px 0 0;font-size:46px;line-height:1.12;font-weight:800;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.brand{margin-top:14px;font-size:20px;font-weight:600;color:#b6d2ff}
</style></head><body><div class="art">${illustration}</div>
<div class="band"><div class="eyebrow">${escapeXml(eyebrow)}</div><h1>${escapeXml(title)}</h1><div class="brand">${escapeXml(company.name)}</div></div></body></html>`;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs }).catch((error: unknown) => {
  // A machine without a usable Chromium still builds a working site: every card falls back to the default one.
  console.warn(`social-cards: no Chromium (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); using the default card`);
  return null;
});
const tab = await browser?.newPage({ viewport: SOCIAL_CARD });
for (const card of cards) {
  const out = path.join(client, socialCardPath(card.section, card.slug));
  mkdirSync(path.dirname(out), { recursive: true });
  if (!tab) {
    copyFileSync(path.resolve("public/images/og-default.png"), out);
    continue;
  }
  const svg = readFileSync(path.resolve("public/images", card.section, `${card.slug}.svg`), "utf8");
  await tab.setContent(page(svg, card.eyebrow, card.title));
  await tab.evaluate(() => document.fonts.ready);
  writeFileSync(out, await tab.screenshot({ type: "png", clip: { x: 0, y: 0, ...SOCIAL_CARD } }));
}
await browser?.close();
console.log(`social-cards: ${cards.length} cards of ${SOCIAL_CARD.width}×${SOCIAL_CARD.height}`);
