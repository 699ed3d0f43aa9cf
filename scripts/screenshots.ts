import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";
// Usage: tsx scripts/screenshots.ts http://127.0.0.1:3000 / /services ...  → full-page PNGs at 1280 px and 390 px.
const [origin, ...paths] = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? "/tmp/screenshots";
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  for (const p of paths) {
    await page.goto(origin + p, { waitUntil: "networkidle" });
    const name = `${outDir}/${p.replace(/\W+/g, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
