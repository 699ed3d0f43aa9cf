import { expect, type Page } from "@playwright/test";

/**
 * Opens a page on a clock that moves only when the test moves it, stepping it until the page has hydrated, and
 * answers a function that runs the clock to a moment after hydration. Under load, real time passing between two
 * steps would otherwise count toward the page's timers.
 */
export async function openOnHeldClock(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The frame's own goto: the page's waits for hydration, which on a held clock comes only as the steps below run.
  await page.mainFrame().goto(path);
  const step = 10;
  for (let steps = 0; !(await page.evaluate(() => document.documentElement.dataset.hydrated !== undefined)); steps++) {
    if (steps * step > 10_000) throw new Error(`${path} did not hydrate within 10 s of page time`);
    await page.clock.runFor(step);
  }
  // Hydration's timers were set within the last step: a check made more than one step before a timer is due holds.
  return runFrom(page, await page.evaluate(() => Date.now()));
}

/** Answers a function that runs a held clock to a moment measured from when the page began loading (page time 0). */
export async function fromPageStart(page: Page) {
  return runFrom(page, await page.evaluate(() => Date.now() - performance.now()));
}

/** Answers a function that runs a held clock to a moment measured from `start` (page time), never backwards. */
export function runFrom(page: Page, start: number) {
  return async (after: number) => {
    const now = await page.evaluate(() => Date.now());
    expect(start + after, "the clock has already passed that moment").toBeGreaterThanOrEqual(now);
    await page.clock.runFor(start + after - now);
  };
}

/** Answers whether the page has asked for a script chunk of that name yet (its hashed file, `name-<hash>.js`). */
export function watchChunk(page: Page, name: string) {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  const pattern = new RegExp(`/${name}-[^/]+\\.js$`);
  return () => asked.some((path) => pattern.test(path));
}
