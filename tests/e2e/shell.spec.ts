import { expect, test } from "./support/fixtures";

test("the home page shows its hero with both calls to action and four stats", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reduce Engineering Costs by Up to 35%");
  await expect(page.locator("#home").getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "#services");
  await expect(page.locator("#home").getByRole("link", { name: "Get a Free Assessment" })).toHaveAttribute("href", "#contact");
  for (const stat of ["24-48h", "99%", "ISO 9001", "35%"]) {
    await expect(page.locator("section#home dd").filter({ hasText: new RegExp(`^${stat}$`) })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Get a Free Consultation" }).first()).toHaveAttribute("href", "/contact");
});

test("an unknown address answers 404 with the not-found screen and its two ways out", async ({ page }) => {
  const response = await page.goto("/this/page/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header turns solid after 20 px of scroll and marks the current page", async ({ page }) => {
  await page.goto("/about");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toHaveClass(/text-brand-700/);
});

test("a route change starts at the top of the new page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Why Choose Us" }).click();
  await expect(page).toHaveURL(/\/why-choose-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the mobile menu and a link in it navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(menu).toBeHidden();
  });

  test("the open menu closes on Escape with focus back on its button, on a scroll, and when Tab leaves it", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(menu).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Open menu" }).click();
    const links = await menu.locator("a").count();
    for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
    await expect(menu).toBeHidden();
  });

  test("the page does not scroll sideways", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("pages hydrate without script errors, including at an unknown address", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const missing = ["/no-such-page", "/services/no-such-service"];
  page.on("console", (message) => {
    // The browser reports the 401 of the session check and the 404 status of a not-found document itself.
    const expectedStatus = message.text().includes("401") || missing.some((url) => message.location().url.endsWith(url));
    if (message.type() === "error" && !expectedStatus) problems.push(message.text());
  });
  for (const url of ["/", "/about", "/services/bim-services", ...missing]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("public pages break no rule of their content security policy, not even a refused probe", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  for (const url of ["/", "/blog", "/contact", "/auth"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), url).toEqual([]);
  }
});
