import type { Page } from "@playwright/test";

/** Pages run their code after the first paint: a person's click before that lands on plain HTML, so tests wait. */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(() => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated !== undefined);
}
