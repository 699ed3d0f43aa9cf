import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test } from "./fixtures";

/** A phone's screen and input: 390 px wide, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** A phone on a slow network: 150 ms round trips, 1.6 Mbps down, and a CPU four times slower. */
export async function slowPhone(browser: Browser, options: { consent?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const origin = test.info().project.use.baseURL!;
  const context = await browser.newContext({
    ...PHONE,
    baseURL: origin,
    storageState: { cookies: [], origins: options.consent === false ? [] : [{ origin, localStorage: [{ name: "cookie-consent", value: "declined" }] }] },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/** The page's first contentful paint, in the browser's epoch milliseconds. */
export async function firstPaint(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return paint ? performance.timeOrigin + paint.startTime : 0;
    },
    undefined,
    { polling: 20 },
  );
  return (await handle.jsonValue()) as number;
}

export const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== undefined);
