// Runs after the site build: the Resources tab's files in build/resources (outside build/client, so only signed-in
// people download them, through /api/resources/:id/file). The BIM Standards Guide is rendered from its content page
// to PDF with the test Chromium, as the social cards are; the template library's CSV files are copied as written.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import matter from "gray-matter";
import { marked } from "marked";
import { company } from "../content/company";
import type { ShippedFile } from "../server/portal/resources/shipped-files";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";

const source = path.resolve("content/resources");
const out = path.resolve("build/resources");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files: ShippedFile[] = [];
const shipped = (file: string, title: string, kind: ShippedFile["kind"], type: string) =>
  files.push({ file, title, kind, type, bytes: statSync(path.join(out, file)).size });

// Initialisms keep their capitals in a title: "RFI log", not "Rfi log".
const INITIALISMS = new Set(["rfi", "bim", "ifc", "lod", "mep", "bcf"]);
const titleOf = (csv: string) =>
  csv
    .replace(/-template\.csv$/, "")
    .split("-")
    .map((word, i) => (INITIALISMS.has(word) ? word.toUpperCase() : i === 0 ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(" ");
for (const name of readdirSync(path.join(source, "templates"))
  .filter((f) => f.endsWith(".csv"))
  .sort()) {
  copyFileSync(path.join(source, "templates", name), path.join(out, name));
  shipped(name, titleOf(name), "template", "text/csv");
}

const font = readFileSync(path.resolve("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString("base64");
const guide = matter(readFileSync(path.join(source, "bim-standards-guide.md"), "utf8"));
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(String(guide.data.title))}</title><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
@page{size:A4;margin:22mm 18mm 20mm}
body{font-family:Inter,sans-serif;font-size:10.5pt;line-height:1.55;color:#17212f}
header{border-bottom:3px solid #1f58c4;padding-bottom:14px;margin-bottom:22px}
.brand{font-size:10pt;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#1f58c4}
h1{font-size:26pt;line-height:1.15;margin:8px 0 6px;color:#0d2a5e}
.subtitle{font-size:12pt;color:#3b4a5e;margin:0}
h2{font-size:14pt;color:#0d2a5e;margin:22px 0 6px;break-after:avoid}
p,li{orphans:3;widows:3}
ul,ol{padding-left:18px}
code{font-family:ui-monospace,Menlo,monospace;font-size:9.5pt;background:#eef3fb;padding:1px 4px;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:8px 0;font-size:9.5pt;break-inside:avoid}
th,td{border:1px solid #c9d3e2;padding:5px 7px;text-align:left;vertical-align:top}
th{background:#eef3fb}
footer{margin-top:28px;font-size:8.5pt;color:#3b4a5e;border-top:1px solid #c9d3e2;padding-top:8px}
</style></head><body><header><div class="brand">${escapeHtml(company.name)}</div><h1>${escapeHtml(String(guide.data.title))}</h1>
<p class="subtitle">${escapeHtml(String(guide.data.subtitle))}</p></header>${await marked.parse(guide.content)}
<footer>${escapeHtml(company.legalName)} · ${escapeHtml(company.email)} · For the firm's clients; shared through the client portal.</footer></body></html>`;

const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs }).catch((error: unknown) => {
  // A machine without a usable Chromium still builds a working site: the guide is left out of the list, never offered broken.
  console.warn(`resource-files: no Chromium (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); the guide is not built`);
  return null;
});
if (browser) {
  const tab = await browser.newPage();
  await tab.setContent(html, { waitUntil: "load" });
  await tab.evaluate(() => document.fonts.ready);
  writeFileSync(
    path.join(out, "bim-standards-guide.pdf"),
    await tab.pdf({
      format: "A4",
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: `<div style="font-size:8px;width:100%;text-align:center;color:#3b4a5e">BIM Standards Guide · page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`,
    }),
  );
  await browser.close();
  shipped("bim-standards-guide.pdf", String(guide.data.title), "guide", "application/pdf");
}
writeFileSync(path.join(out, "manifest.json"), `${JSON.stringify(files, null, 2)}\n`);
console.log(`resource-files: ${files.map((f) => f.file).join(", ")}`);
