import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "../tests/e2e/support/chromium";
import { percentile } from "./percentile";

/** What one visit saw, in milliseconds after the first contentful paint: `tapped` is the tap that worked. */
type Visit = { tapped: number; shown: number; hydrated: number; ignored: number };

// Recorded in the page from before its first byte runs: when the first tap was made (the input's own time, not when a
// busy main thread got to it), when the tapped control's result showed, and when the app said it had hydrated.
const RECORDER = (selector: string, shownWhen: string, withoutEarlyTaps: boolean) => `
  window.__firstTap = { taps: 0 };
  ${
    // For comparison: the page as it was before decision 044, where a tap before hydration reached no code. The early
    // script stands aside once it reads the page as hydrated; the app's own mark is then read from its effect.
    withoutEarlyTaps
      ? 'new MutationObserver((_c, o) => { if (document.documentElement) { document.documentElement.dataset.hydrated = "early"; o.disconnect(); } }).observe(document, { childList: true });'
      : ""
  }
  const seen = window.__firstTap;
  addEventListener("pointerdown", (event) => { if (seen.shown === undefined) { seen.taps += 1; seen.last = event.timeStamp; } }, true);
  new MutationObserver(() => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (seen.last !== undefined && seen.shown === undefined && element && (${shownWhen})) { seen.shown = performance.now(); seen.worked = seen.last; }
    if (document.documentElement.dataset.hydrated === "") seen.hydrated ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, childList: true });
`;

/** The controls tapped: the header's menu button and the home page's second case-study tab. */
const TARGETS = [
  { name: "mobile menu", tap: "button[aria-controls=mobile-menu]", result: "#mobile-menu", shownWhen: "!element.hidden" },
  {
    name: "case-study tab",
    tap: "[role=tablist] [role=tab]:nth-child(2)",
    result: "[role=tablist] [role=tab]:nth-child(2)",
    shownWhen: 'element.getAttribute("aria-selected") === "true"',
  },
] as const;

/**
 * The phone profile (390 px, touch, CPU slowed 4×) taps a control as soon as the home page has painted, and again
 * every 100 ms until the result shows; each figure is the median of `runs` visits.
 */
export async function measureFirstTap(origin: string, runs = 3, { withoutEarlyTaps = false } = {}) {
  const browser = await chromium.launch({ executablePath: await chromiumExecutable(), args: chromiumArgs });
  try {
    const results: { name: string; visits: Visit[] }[] = [];
    for (const target of TARGETS) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: "cookie-consent", value: "declined" }] }] },
        });
        await context.addInitScript(RECORDER(target.result, target.shownWhen, withoutEarlyTaps));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(`${origin}/`, { waitUntil: "commit" });
        const paint = await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0, undefined, {
          polling: 10,
        });
        const painted = (await paint.jsonValue()) as number;
        // A person taps again when nothing happens: every 100 ms until the result shows.
        for (let tries = 0; tries < 100; tries++) {
          await page.locator(target.tap).tap({ force: true, timeout: 5_000 });
          if (await page.evaluate(() => (window as unknown as { __firstTap: { shown?: number } }).__firstTap.shown !== undefined)) break;
          await page.waitForTimeout(100);
        }
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "", undefined, { timeout: 30_000 });
        const seen = (await page.evaluate(() => (window as unknown as { __firstTap: unknown }).__firstTap)) as {
          taps: number;
          worked: number;
          shown: number;
          hydrated?: number;
        };
        const hydrated = seen.hydrated ?? (await page.evaluate(() => performance.now()));
        visits.push({ tapped: seen.worked - painted, shown: seen.shown - painted, hydrated: hydrated - painted, ignored: seen.taps - 1 });
        await context.close();
      }
      results.push({ name: target.name, visits });
    }
    return results.map(({ name, visits }) => {
      const median = (key: keyof Visit) =>
        Math.round(
          percentile(
            visits.map((v) => v[key]),
            0.5,
          ),
        );
      return { name, tapped: median("tapped"), shown: median("shown"), hydrated: median("hydrated"), ignored: Math.max(...visits.map((v) => v.ignored)) };
    });
  } finally {
    await browser.close();
  }
}
