import type { Page } from "@playwright/test";
import { publicPaths } from "../../content/public-paths";
import { htmlErrors } from "../support/html-standard";
import { axeFindings, codeSnifferErrors } from "./support/code-sniffer";
import { expect, test } from "./support/fixtures";

// Issue 21 items 20 and 21: two accessibility engines over every public page and the signed-in screens, and the
// signed-in screens' HTML as the browser holds it once their code has drawn them, through the same validator as the built pages.
const pages = publicPaths().filter((p) => !p.includes("__not-found"));

async function expectBothEnginesPass(page: Page, name: string) {
  const found = [...(await codeSnifferErrors(page)), ...(await axeFindings(page))];
  expect(found, `${name}: HTML_CodeSniffer WCAG2AA errors and axe serious/critical findings`).toEqual([]);
}

async function expectValidHtml(page: Page, name: string) {
  const html = await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
  expect(await htmlErrors(html, name)).toEqual([]);
}

/** A signed-in screen once its data has loaded. */
async function drawn(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

for (const path of pages) {
  test(`HTML_CodeSniffer and axe find nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectBothEnginesPass(page, path);
  });
}

test("HTML_CodeSniffer and axe find nothing on a signed-in client's dashboard and profile, whose HTML validates", async ({ page, signIn }) => {
  await signIn();
  for (const url of ["/dashboard", "/profile"]) {
    await drawn(page, url);
    await expectBothEnginesPass(page, url);
    await expectValidHtml(page, url);
  }
});

test("HTML_CodeSniffer and axe find nothing on the admin console's tabs, whose HTML validates", async ({ page, signIn }) => {
  // Six screens, each through two engines and a validator: work that grows with the machine's load, not a time budget.
  test.setTimeout(180_000);
  await signIn("admin");
  for (const url of ["/admin/dashboard", "/admin/users", "/admin/dashboard?tab=leads", "/admin/dashboard?tab=content", "/admin/settings", "/profile"]) {
    await drawn(page, url);
    await expectBothEnginesPass(page, url);
    await expectValidHtml(page, url);
  }
});
