import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";
import { serveForMeasurement } from "./serve-for-measurement";

// Lighthouse (mobile, simulated throttling) on the built site, with the same Chromium the tests use.
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/services,/services/bim-services,/blog,/contact,/about").split(",");
const site = await serveForMeasurement(Number(process.env.LIGHTHOUSE_PORT ?? 3991));
const chrome = await chromeLauncher.launch({ chromePath: await chromiumExecutable(), chromeFlags: ["--headless=new", ...chromiumArgs] });
try {
  console.log("| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const page of pages) {
    const result = await lighthouse(`${site.origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
    const lhr = result!.lhr;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => lhr.audits[key]?.numericValue ?? NaN;
    console.log(`| ${page} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} |`);
  }
} finally {
  chrome.kill();
  await site.stop();
}
