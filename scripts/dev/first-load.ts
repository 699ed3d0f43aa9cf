import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutable } from "../../tests/e2e/support/chromium";
const [, , origin = "http://127.0.0.1:3000", ...pages] = process.argv;
const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
for (const p of pages) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await ctx.newPage();
  const reqs: { url: string; type: string; size: number }[] = [];
  page.on("requestfinished", async (r) => {
    const s = await r.sizes();
    reqs.push({ url: r.url().replace(origin, ""), type: r.resourceType(), size: s.responseBodySize });
  });
  await page.goto(origin + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  const js = reqs.filter((r) => r.type === "script");
  console.log(
    p,
    "requests",
    reqs.length,
    "js files",
    js.length,
    "js bytes (transfer)",
    js.reduce((a, r) => a + r.size, 0),
  );
  if (process.env.LIST) for (const r of reqs) console.log("  ", r.type, r.size, r.url);
  await ctx.close();
}
await browser.close();
