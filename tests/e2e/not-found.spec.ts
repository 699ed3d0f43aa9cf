import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { register } from "./support/accounts";

/** Script errors and console errors, apart from the browser's own report of the 404 or 401 status it was given. */
function watchErrors(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of (404|401)/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

const navigateInApp = (page: Page, to: string) =>
  page.evaluate(
    (path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path),
    to,
  );

async function expectNotFoundScreen(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
}

test("an unknown legal page answers 404 with the not-found screen, header and footer, and hydrates cleanly", async ({ page }) => {
  const problems = watchErrors(page);
  const response = await page.goto("/legal/no-such-policy");
  expect(response?.status()).toBe(404);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  await expectNotFoundScreen(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an unknown legal page followed inside the app shows the not-found screen", async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto("/legal/privacy-policy");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await navigateInApp(page, "/legal/no-such-policy");
  await expectNotFoundScreen(page);
  await navigateInApp(page, "/legal/cookie-policy");
  await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("unknown paths under the signed-in sections answer 404 with the not-found screen, signed in or not", async ({ page }) => {
  for (const url of ["/dashboard/anything", "/admin/x", "/profile/x"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expectNotFoundScreen(page);
  }
  await register(page);
  for (const url of ["/dashboard/anything", "/profile/x"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expectNotFoundScreen(page);
  }
  await page.goto("/dashboard");
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await navigateInApp(page, "/dashboard/anything");
  await expectNotFoundScreen(page);
});
