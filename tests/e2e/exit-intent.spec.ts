import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousAxeViolation } from "./support/widgets";

const popup = (page: Page) => page.getByRole("dialog", { name: /Before you go/ });
const record = (page: Page) => page.evaluate(() => sessionStorage.getItem("exit-intent-shown"));

// The pointer leaving the window through its top edge: the browser fires mouseout with no related target.
const leaveThroughTop = (page: Page, clientY = 5) =>
  page.evaluate((y) => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { clientY: y, relatedTarget: null, bubbles: true })), clientY);

async function openHome(page: Page, reload = false) {
  if (reload) await page.reload();
  else await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The trigger is armed by an effect once the page has hydrated: wait for the router, then for a committed frame.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function routeNewsletter(page: Page, status = 201) {
  const bodies: unknown[] = [];
  await page.route("**/api/newsletter", async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status, json: status < 300 ? { success: true, message: "Subscribed" } : { success: false, message: "Newsletter is resting" } });
  });
  return bodies;
}

test.describe("exit-intent popup on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens when the pointer leaves through the top 20 px, not lower", async ({ page }) => {
    await openHome(page);
    await leaveThroughTop(page, 40);
    await page.waitForTimeout(300);
    await expect(popup(page)).toBeHidden();
    await leaveThroughTop(page, 20);
    await expect(popup(page)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Work email" })).toHaveAttribute("required", "");
  });

  test("keeps focus inside, closes on Escape, and stays away for 24 hours in this session", async ({ page }) => {
    await openHome(page);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(popup(page)).toBeHidden();
    const shownAt = Number(await record(page));
    expect(Math.abs(shownAt - (await page.evaluate(() => Date.now())))).toBeLessThan(10_000);

    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popup(page)).toBeHidden();
    await openHome(page, true);
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popup(page)).toBeHidden();

    // 24 hours later it may show again; a corrupt record counts as not shown.
    await page.evaluate(() => sessionStorage.setItem("exit-intent-shown", String(Date.now() - 24 * 3_600_000 - 1000)));
    await openHome(page, true);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await page.evaluate(() => sessionStorage.setItem("exit-intent-shown", "{not a time"));
    await openHome(page, true);
    await leaveThroughTop(page);
    await expect(popup(page)).toBeVisible();
  });

  test("opens by itself after 3 minutes", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(179_000);
    await expect(popup(page)).toBeHidden();
    await page.clock.runFor(1000);
    await expect(popup(page)).toBeVisible();
  });

  test("never covers a form the visitor is typing in; the timed popup waits until they leave it", async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    const field = page.getByRole("textbox", { name: "Engineering insights, monthly" });
    await field.click();
    await field.pressSequentially("jane@");
    await leaveThroughTop(page);
    await page.clock.runFor(180_000);
    await expect(popup(page)).toBeHidden();
    await field.blur();
    await page.clock.runFor(100);
    await expect(popup(page)).toBeVisible();
  });

  test("validates the address with the spec's two messages", async ({ page }) => {
    const bodies = await routeNewsletter(page);
    await openHome(page);
    await leaveThroughTop(page);
    const email = page.getByRole("textbox", { name: "Work email" });
    const submit = page.getByRole("button", { name: "Get My Free Assessment" });
    await submit.click();
    await expect(popup(page).getByRole("alert")).toHaveText("Please enter your email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill("jane at firm.com");
    await submit.click();
    await expect(popup(page).getByRole("alert")).toHaveText("Please enter a valid email address");
    expect(bodies).toEqual([]);
    await expectNoSeriousAxeViolation(page);
  });

  test("a valid address is sent with source 'exit-intent', then the popup closes and the page scrolls to the contact section", async ({ page }) => {
    const bodies = await routeNewsletter(page);
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await openHome(page);
    await leaveThroughTop(page);
    await page.getByRole("textbox", { name: "Work email" }).fill("jane@harbourbuild.com");
    await page.getByRole("button", { name: "Get My Free Assessment" }).click();
    await expect(popup(page)).toBeHidden();
    expect(bodies).toEqual([{ email: "jane@harbourbuild.com", source: "exit-intent" }]);
    expect(logs.some((line) => line.includes("jane@harbourbuild.com"))).toBe(true);
    expect(Number(await record(page))).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))).toBe(80);
  });

  test("a refused address keeps the popup open with the server's message", async ({ page, allowConsoleErrors }) => {
    // This test provokes refusals on purpose; the browser and the request layer log them.
    allowConsoleErrors(/status of \d{3}/, /POST \/api\/newsletter failed/);
    await routeNewsletter(page, 503);
    await openHome(page);
    await leaveThroughTop(page);
    await page.getByRole("textbox", { name: "Work email" }).fill("jane@harbourbuild.com");
    await page.getByRole("button", { name: "Get My Free Assessment" }).click();
    await expect(popup(page).getByRole("alert")).toHaveText("Newsletter is resting");
    await expect(popup(page)).toBeVisible();
  });

  // Needs POST /api/newsletter from the leads feature: passes once that is merged.
  test("the real newsletter endpoint stores the popup's address", async ({ page }) => {
    await openHome(page);
    await leaveThroughTop(page);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
    await page.getByRole("textbox", { name: "Work email" }).fill(`popup-${Date.now()}@harbourbuild.com`);
    await page.getByRole("button", { name: "Get My Free Assessment" }).click();
    expect((await answer).status()).toBeLessThan(300);
    await expect(popup(page)).toBeHidden();
  });
});

test.describe("exit-intent popup on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("opens on an upward scroll of more than 60 px, not on a smaller one or a pointer exit", async ({ page }) => {
    await openHome(page);
    await leaveThroughTop(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(100);
    await page.evaluate(() => window.scrollTo(0, 1450));
    await page.waitForTimeout(300);
    await expect(popup(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1380));
    await expect(popup(page)).toBeVisible();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolation(page);
  });

  test("validates and closes on a phone too", async ({ page }) => {
    const bodies = await routeNewsletter(page);
    await openHome(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(100);
    await page.evaluate(() => window.scrollTo(0, 1300));
    await expect(popup(page)).toBeVisible();
    await page.getByRole("button", { name: "Get My Free Assessment" }).tap();
    await expect(popup(page).getByRole("alert")).toHaveText("Please enter your email address");
    await page.getByRole("textbox", { name: "Work email" }).fill("site.lead@harbourbuild.com");
    await page.getByRole("button", { name: "Get My Free Assessment" }).tap();
    await expect(popup(page)).toBeHidden();
    expect(bodies).toEqual([{ email: "site.lead@harbourbuild.com", source: "exit-intent" }]);
  });
});
