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

test("on the home page the hero's in-page links glide to their section below the header, with or without the page's code", async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto("/");
    const contactTop = () => page.evaluate(() => Math.round(document.getElementById("contact")?.getBoundingClientRect().top ?? Number.NaN));
    const start = await contactTop();
    await page.locator("#home").getByRole("link", { name: "Get a Free Assessment" }).click();
    // Smooth means the page passes through the way there: seen part way, then at rest with the header's 80 px kept.
    await expect.poll(contactTop, { intervals: [10] }).toBeLessThan(start);
    const partWay = await contactTop();
    await expect.poll(contactTop).toBe(80);
    expect(partWay, `scrolled part way first (JavaScript ${javaScriptEnabled ? "on" : "off"})`).toBeGreaterThan(80);
    await context.close();
  }
});

test("on the home page a visitor who asks for reduced motion is taken to the section at once", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("#home").getByRole("link", { name: "Get a Free Assessment" }).click();
  expect(await page.evaluate(() => Math.round(document.getElementById("contact")?.getBoundingClientRect().top ?? Number.NaN))).toBe(80);
  await context.close();
});
