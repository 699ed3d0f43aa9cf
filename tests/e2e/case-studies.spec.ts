import type { Page } from "@playwright/test";
import { expect, test, untilInteractive } from "./support/fixtures";

async function open(page: Page, path: string) {
  await page.goto(path);
  await untilInteractive(page);
}

test("'Read our success stories' and 'View All Case Studies' lead to the case-study index", async ({ page }) => {
  await open(page, "/contact");
  await page.getByRole("link", { name: "Read our success stories" }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
  await open(page, "/");
  await page.getByRole("link", { name: "View All Case Studies" }).click();
  await expect(page).toHaveURL(/\/case-studies$/);
});

test("filters by sector and by service, together, and the address keeps the filter", async ({ page }) => {
  await open(page, "/case-studies");
  const cards = page.getByRole("list", { name: "Case studies" }).locator("> li");
  const total = await cards.count();
  expect(total).toBe(30);
  await expect(page.getByText(`All ${total} case studies`)).toBeVisible();

  await page.getByRole("navigation", { name: "Filter by sector" }).getByRole("link", { name: "Healthcare and life sciences" }).click();
  await expect(page).toHaveURL(/\/case-studies\?sector=healthcare$/);
  // Assertions that retry first: the list re-renders after the address changes, so a count or snapshot can go stale.
  await expect(page.getByRole("list", { name: "Case studies" }).locator('> li:not([data-sector="healthcare"])')).toHaveCount(0);
  const healthcare = await cards.count();
  expect(healthcare).toBeGreaterThan(1);
  expect(healthcare).toBeLessThan(total);

  await page.getByRole("navigation", { name: "Filter by service" }).getByRole("link", { name: "MEP Clash Detection" }).click();
  await expect(page).toHaveURL(/\/case-studies\?sector=healthcare&service=mep-clash-detection$/);
  await expect(cards.filter({ hasText: "MEP coordination for a surgical and inpatient expansion" })).toHaveCount(1);
  await expect(cards.filter({ hasNotText: "MEP Clash Detection" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Filter by service" }).getByRole("link", { name: "MEP Clash Detection" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.reload();
  await untilInteractive(page);
  await expect(page.getByText(/^\d+ of 30 case studies$/)).toBeVisible();
  await expect(cards.filter({ hasText: "MEP coordination for a surgical and inpatient expansion" })).toHaveCount(1);

  await page.getByRole("navigation", { name: "Filter by sector" }).getByRole("link", { name: "All sectors" }).click();
  await expect(page).toHaveURL(/\/case-studies\?service=mep-clash-detection$/);
  await expect(cards).toHaveCount(4);
  await cards
    .filter({ hasText: "surgical and inpatient" })
    .getByRole("link", { name: /Read the full case study/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/healthcare-mep-coordination$/);
});

test("a service page links to its own case studies in the index", async ({ page }) => {
  await open(page, "/services/rebar-detailing");
  await page.getByRole("link", { name: "All Rebar Detailing case studies" }).click();
  await expect(page).toHaveURL(/\/case-studies\?service=rebar-detailing$/);
  await expect(page.getByRole("list", { name: "Case studies" }).locator("> li")).toHaveCount(4);
});
