import type { Page } from "@playwright/test";
import { untilInteractive } from "./support/interactive";
import { expect, newPerson, test } from "./support/fixtures";
import { firstVisit } from "./support/widgets";

// Issue 21 items 16, 17 and 19: what a keyboard user meets, pressed key by key.
const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
const focusedIs = (page: Page, test: (el: Element) => boolean) => page.evaluate(`(${test.toString()})(document.activeElement)`) as Promise<boolean>;
const describeFocus = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");

/** Tabs forward until `reached` holds for the focused element; the number of presses it took. */
async function tabUntil(page: Page, reached: (el: Element) => boolean, most = 120) {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press("Tab");
    if (await focusedIs(page, reached)) return presses;
  }
  throw new Error(`not reached in ${most} Tab presses; focus is on ${await describeFocus(page)}`);
}

test.describe("the cookie banner and the keyboard", () => {
  test.use(firstVisit);

  test("is reached within three Tab presses, and a choice made there gives focus back to where the keyboard was, not the body", async ({ page }) => {
    await page.clock.install();
    await page.goto("/services");
    await page.clock.runFor(1500);
    await expect(banner(page)).toBeVisible();
    const presses = await tabUntil(page, (el) => el.closest('[data-widget="cookie-banner"]') !== null);
    expect(presses).toBeLessThanOrEqual(3);
    await tabUntil(page, (el) => el.textContent === "Essential Only", 5);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("reopened from the footer, it gives focus back to the footer's link when closed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/clients");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page).getByRole("heading", { name: "Your privacy, your choice" })).toBeFocused();
    await page.keyboard.press("Tab");
    await tabUntil(page, (el) => el.textContent === "Save Preferences", 8);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
  });
});

test("the exit-intent popup gives focus back to what had it when it opened", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await untilInteractive(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const services = page.getByRole("banner").getByRole("link", { name: "Services", exact: true });
  await services.focus();
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseout", { clientY: 5, relatedTarget: null, bubbles: true })));
  const popup = page.getByRole("dialog", { name: /Before you go/ });
  await expect(popup).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  await expect(services).toBeFocused();
});

test("the lead dialog: after Update status focus is on the answer, the first Escape closes the dialog under the toast, and focus returns to the lead's button", async ({
  page,
  signIn,
}) => {
  const who = newPerson("focus-lead");
  const csrf = (await (await page.request.get("/api/csrf-token")).json()).csrfToken as string;
  const sent = await page.request.post("/api/contact", {
    headers: { "x-csrf-token": csrf },
    data: { name: "Robin Keyboard", email: who.email, subject: "Tab order", message: "Point cloud to Revit for a school.", serviceType: "bim" },
  });
  expect(sent.ok()).toBe(true);
  await signIn("admin");
  await page.goto("/admin/dashboard?tab=leads");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(who.email);
  const opener = page.getByRole("row").filter({ hasText: who.email }).getByRole("button", { name: "View lead from Robin Keyboard" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Tab order");
  await dialog.getByLabel("New status").selectOption("contacted");
  await dialog.getByRole("button", { name: "Update status" }).focus();
  await page.keyboard.press("Enter");
  // The toast region is hidden from assistive technology while the dialog is open, so it is found by its text.
  await expect(page.getByText("Status updated", { exact: true })).toBeVisible();
  const answer = dialog.getByRole("form", { name: "Change status" }).getByRole("status");
  await expect(answer).toBeFocused();
  await expect(answer).toHaveText(/contacted/i);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByText("Status updated", { exact: true })).toBeVisible();
});

test("an article's heading links show when focused, in a colour that reads on white", async ({ page }) => {
  await page.goto("/blog/healthcare-mep-coordination");
  await tabUntil(page, (el) => el.classList.contains("heading-anchor"));
  const anchor = page.locator(".heading-anchor:focus");
  await expect(anchor).toHaveCSS("opacity", "1");
  const ratio = await anchor.evaluate((el) => {
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    let back: Element | null = el;
    while (back && getComputedStyle(back).backgroundColor.match(/rgba\(.*, 0\)|transparent/)) back = back.parentElement;
    const [fore, behind] = [
      luminance(channels(getComputedStyle(el).color)),
      luminance(channels(back ? getComputedStyle(back).backgroundColor : "rgb(255,255,255)")),
    ];
    return (Math.max(fore, behind) + 0.05) / (Math.min(fore, behind) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});
