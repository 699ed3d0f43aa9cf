// Full-page screenshots of running pages at desktop and phone widths, for a visual check.
// Usage: tsx scripts/dev/screenshots.ts http://127.0.0.1:3000 out-dir /blog /blog/some-slug ...
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../../tests/e2e/support/chromium";

const [origin = "http://127.0.0.1:3000", out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: width > 600 ? 800 : 844 } });
  for (const p of paths.length ? paths : ["/blog"]) {
    await page.goto(origin + p, { waitUntil: "networkidle" });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `${p.replace(/\W+/g, "_") || "home"}-${width}`;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Cut into parts a viewer can show at full size.
    const part = width > 600 ? 1100 : 1500;
    for (let y = 0, i = 0; y < height; y += part, i++) {
      await page.screenshot({ path: path.join(out, `${name}-${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
    }
    console.log(name, `${height}px`, overflow > 0 ? `OVERFLOW ${overflow}px` : "no overflow");
  }
  await page.close();
}
await browser.close();
