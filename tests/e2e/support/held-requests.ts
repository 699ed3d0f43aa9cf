import type { Page, Request } from "@playwright/test";

/**
 * Holds the page's requests that match on their way to the server until the returned release is called, so a test
 * can read the screen while an answer is slow.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean), which: (request: Request) => boolean = () => true) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.continue();
  });
  return release;
}
