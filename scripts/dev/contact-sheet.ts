// Renders every blog illustration on one page for a visual check: tsx scripts/dev/contact-sheet.ts out.png
import { readdirSync, readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../tests/e2e/support/chromium";

const dir = "public/images/blog";
const imgs = readdirSync(dir)
  .filter((f) => f.endsWith(".svg"))
  .sort()
  .map(
    (f) =>
      `<figure style="margin:0"><img style="width:100%;display:block;border:1px solid #ccd" src="data:image/svg+xml;base64,${readFileSync(`${dir}/${f}`).toString("base64")}"><figcaption style="font:12px sans-serif">${f}</figcaption></figure>`,
  );
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
await page.setContent(`<body style="margin:10px;display:grid;grid-template-columns:repeat(3,1fr);gap:10px">${imgs.join("")}</body>`);
await page.screenshot({ path: process.argv[2] ?? "contact-sheet.png", fullPage: true });
await browser.close();
