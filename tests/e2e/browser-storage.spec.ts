import type { Page } from "@playwright/test";
import { reserveAdminCode } from "./support/admin-totp";
import { call, expect, siteAdmin, test } from "./support/fixtures";
import { firstVisit, routeSiteSettings } from "./support/widgets";

test.use(firstVisit);

/** Every name a tour of the site leaves in the browser, cookies and both storages. */
async function namesIn(page: Page, seen: Set<string>) {
  for (const cookie of await page.context().cookies()) seen.add(cookie.name);
  for (const key of await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])) seen.add(key);
}

test("every cookie and storage key the site sets is listed in the Cookie Policy and the GDPR page", async ({ page }) => {
  const seen = new Set<string>();
  await routeSiteSettings(page, { promo: { text: "Free LOD 300 pilot model", link: "/contact", delayMs: 300 } });
  await page.goto("/?utm_source=newsletter&utm_campaign=winter");
  await page.getByRole("region", { name: "Your privacy, your choice" }).getByRole("button", { name: "Accept All" }).click();
  await page.getByRole("button", { name: "Dismiss announcement" }).click();
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { clientY: 5, relatedTarget: null, bubbles: true })));
  await page
    .getByRole("dialog", { name: /Before you go/ })
    .getByRole("button", { name: "Close" })
    .click();
  await namesIn(page, seen);
  // The two-step sign-in passes through every sign-in cookie; page.request shares the page's cookie jar.
  await call(page.request, "/api/login", siteAdmin);
  await namesIn(page, seen);
  const { code, waitMs } = await reserveAdminCode();
  if (waitMs > 0) await page.waitForTimeout(waitMs);
  await call(page.request, "/api/login/two-factor", { code });
  await page.goto("/admin");
  await namesIn(page, seen);

  const names = [...seen]
    .map((name) => name.replace(/^__Host-/, ""))
    .map((name) => (name.startsWith("promo-banner-dismissed:") ? "promo-banner-dismissed:…" : name));
  expect(names).toEqual(
    expect.arrayContaining([
      "sid",
      "signed_in",
      "csrf_secret",
      "login_pending",
      "cookie-consent",
      "cookie-preferences",
      "stratum.first-touch",
      "exit-intent-shown",
      "promo-banner-dismissed:…",
    ]),
  );
  for (const path of ["/legal/cookie-policy", "/legal/gdpr-compliance"]) {
    await page.goto(path);
    const text = (await page.locator("main").textContent()) ?? "";
    for (const name of names) expect(text, `${path} names ${name}`).toContain(name);
  }
});
