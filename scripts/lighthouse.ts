import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";
import { loadavg } from "node:os";
import { measureFirstTap } from "./first-tap";
import { serveForMeasurement } from "./serve-for-measurement";
import { onStop } from "./stoppable";

// Lighthouse (mobile, simulated throttling) on the built site, with the same Chromium the tests use.
// Each page is measured LIGHTHOUSE_RUNS times (3 unless told) and the median run by performance score is printed.
// LIGHTHOUSE_PAGES="" measures the first tap only.
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/services,/services/bim-services,/blog,/blog/healthcare-mep-coordination,/contact")
  .split(",")
  .filter(Boolean);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const site = await serveForMeasurement(Number(process.env.LIGHTHOUSE_PORT ?? 3991));
const launching = chromeLauncher.launch({ chromePath: await chromiumExecutable(), chromeFlags: ["--headless=new", ...chromiumArgs] });
// chrome-launcher starts Chromium in a process group of its own, which a signal to this script does not reach; a
// signal during the launch must stop it too.
onStop(async () => (await launching).kill());
const chrome = await launching;
const failing = new Set<string>();
try {
  const load = () => loadavg()[0]?.toFixed(1) ?? "?";
  console.log(
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Lighthouse ${runs} runs per page, median by performance score, node ${process.version}, load average ${load()} at the start\n`,
  );
  console.log("| page | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | load |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${site.origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      results.push(result!.lhr);
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)];
    if (!lhr) throw new Error(`${page}: Lighthouse returned no report`);
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
    console.log(
      `| ${page} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} | ${load()} |`,
    );
    // What costs points outside performance, so a score below 100 names its cause.
    for (const key of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[key]?.auditRefs ?? []) {
        const result = lhr.audits[ref.id];
        if (ref.weight > 0 && result?.score !== null && (result?.score ?? 1) < 1) failing.add(`${page} ${key}: ${ref.id} (${result?.title})`);
      }
    }
  }
  if (failing.size > 0) console.log(`\nAudits that failed:\n${[...failing].map((line) => `- ${line}`).join("\n")}`);
  // Issue 28: the first tap on a phone (4× CPU) as soon as the home page has painted, retried every 100 ms until it works.
  console.log(`\nFirst tap at first paint on \`/\`, phone profile (390 px, touch, CPU 4×), median of ${runs} visits, ms after first paint:\n`);
  console.log("| control | tap that worked | its result shown | hydrated | taps ignored before it (most) | target | met | load |");
  console.log("|---|---:|---:|---:|---:|---|---|---:|");
  // The same visits with the early-tap script standing aside, as pages were before decision 044, side by side.
  for (const withoutEarlyTaps of [true, false]) {
    const before = load();
    for (const tap of await measureFirstTap(site.origin, runs, { withoutEarlyTaps })) {
      const met = tap.tapped <= 500 && tap.ignored === 0;
      const name = `${tap.name}${withoutEarlyTaps ? " (early taps standing aside, as before)" : ""}`;
      console.log(
        `| ${name} | +${tap.tapped} | +${tap.shown} | +${tap.hydrated} | ${tap.ignored} | ≤ +500, none ignored | ${met ? "yes" : "**no**"} | ${before}-${load()} |`,
      );
    }
  }
} finally {
  chrome.kill();
  await site.stop();
}
