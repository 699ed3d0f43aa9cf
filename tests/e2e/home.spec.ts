import { expect, test } from "./support/fixtures";
import { untilInteractive } from "./support/interactive";

test("Latest insights shows the blog's own articles, also when home is reached inside the app", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  const insights = page.getByRole("region", { name: "Engineering notes from our teams" });
  await expect(insights.getByRole("listitem")).toHaveCount(3);
  await insights.getByRole("link", { name: /^Scan-to-BIM Accuracy/ }).click();
  await expect(page).toHaveURL(/\/blog\/scan-to-bim-accuracy-laser-scanning-point-cloud-processing$/);
  const readingTime = (await page
    .getByText(/^\d+ min read$/)
    .first()
    .textContent())!;
  await page.goBack();
  await expect(insights.getByRole("listitem").nth(2)).toContainText(readingTime);
});

test("the home page hydrates its parts as islands: no router, links load pages, and a send made while the form's code loads waits for it (decision 056)", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands-consultation-form-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/");
  await untilInteractive(page);
  expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
  expect(scripts.filter((script) => /framework|entry\.client|manifest/.test(script))).toEqual([]);

  // The menu answers as before: it is one of the parts hydrated at once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  const section = page.locator("#contact");
  await section.getByLabel("Full Name").fill("Maria Lopez");
  await section.getByRole("button", { name: "Get My Free Consultation" }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  await expect(section.getByText("Please select a service", { exact: true })).toBeHidden();
  release();
  await expect(section.getByText("Please select a service", { exact: true })).toBeVisible();
  await expect(section.getByLabel("Full Name")).toHaveValue("Maria Lopez");

  await page.evaluate(() => Object.assign(window, { beforeTheLink: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "beforeTheLink" in window)).toBe(false);
});

test("on the home page the toaster loads at the first toast, and at once for a toast a redirect left", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => sessionStorage.setItem("pending-toast", JSON.stringify({ title: "Left by a redirect", description: "Shown on arrival." })));
  await page.goto("/");
  await expect(page.getByRole("region", { name: /notifications/i }).getByRole("listitem")).toContainText("Left by a redirect");
});
