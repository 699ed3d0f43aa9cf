import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectNoSeriousAxeViolation, firstVisit, routeSiteSettings, watchLayoutShift } from "./support/widgets";

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe("cookie banner", () => {
  test.use(firstVisit);

  test("appears 1.5 s after a first visit; Accept All stores 'accepted' and it stays away", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(1400);
    await expect(banner(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal/cookie-policy");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, "cookie-consent")).toBe("accepted");
    await page.reload();
    await page.clock.runFor(5000);
    await expect(banner(page)).toBeHidden();
  });

  test("Essential Only stores 'declined'", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, "cookie-consent")).toBe("declined");
    expect(JSON.parse((await stored(page, "cookie-preferences")) ?? "null")).toEqual({ analytics: false, marketing: false });
  });

  test("Customize Settings: essential fixed on, analytics and marketing on by default; Save Preferences stores 'accepted'", async ({ page }) => {
    await page.clock.install();
    await page.goto("/services");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Customize Settings" }).click();
    const essential = banner(page).getByRole("switch", { name: "Essential" });
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAttribute("aria-checked", "true");
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true");
    const marketing = banner(page).getByRole("switch", { name: "Marketing" });
    await expect(marketing).toHaveAttribute("aria-checked", "true");
    await marketing.click();
    await expect(marketing).toHaveAttribute("aria-checked", "false");
    await expectNoSeriousAxeViolation(page);
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, "cookie-consent")).toBe("accepted");
    expect(JSON.parse((await stored(page, "cookie-preferences")) ?? "null")).toEqual({ analytics: true, marketing: false });
  });

  test("the footer's Cookie settings link reopens it with the stored choice and takes the keyboard there", async ({ page }) => {
    await page.clock.install();
    await page.goto("/clients");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Your privacy, your choice" })).toBeFocused();
    await expect(banner(page).getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "false");
    await banner(page).getByRole("switch", { name: "Analytics" }).click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    expect(await stored(page, "cookie-consent")).toBe("accepted");
    expect(JSON.parse((await stored(page, "cookie-preferences")) ?? "null")).toEqual({ analytics: true, marketing: false });
  });

  test("axe finds no serious violation with the banner open, at 390 px too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(1500);
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    const box = await banner(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

test.describe("analytics consent", () => {
  test.use(firstVisit);

  test("no analytics script and no page view before consent; after Accept All the script loads and a page view is sent", async ({ page }) => {
    const scripts: string[] = [];
    const events: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/scripts/analytics.js")) scripts.push(request.url());
      if (request.url().endsWith("/api/events")) events.push(request.postData() ?? "");
    });
    await page.clock.install();
    await page.goto("/blog");
    await page.clock.runFor(6000);
    expect(scripts).toEqual([]);
    expect(events).toEqual([]);
    const beacon = page.waitForRequest((request) => request.url().endsWith("/api/events"));
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.clock.runFor(2000);
    const sent = await beacon;
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(sent.postData() ?? "{}")).toEqual({ path: "/blog", width: "desktop" });
    expect(sent.headers().cookie).toBeUndefined();
    // An in-app navigation counts as a page view too.
    const second = page.waitForRequest((request) => request.url().endsWith("/api/events"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    expect(JSON.parse((await second).postData() ?? "{}")).toEqual({ path: "/about", width: "desktop" });
  });

  test("Essential Only and a customized 'analytics off' load neither analytics path", async ({ page }) => {
    await routeSiteSettings(page, { gaMeasurementId: "G-TEST12345" });
    const analytics: string[] = [];
    page.on("request", (request) => {
      if (/analytics\.js|\/api\/events|googletagmanager/.test(request.url())) analytics.push(request.url());
    });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    await page.clock.runFor(5000);
    await page.goto("/about");
    await page.clock.runFor(1500);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await page.clock.runFor(5000);
    expect(analytics).toEqual([]);
    expect(await page.locator("script[src*='googletagmanager']").count()).toBe(0);
  });

  test("the Google Analytics tag is added only after analytics consent, and only when the site has an id", async ({ page, allowConsoleErrors }) => {
    // This test provokes refusals on purpose; the browser and the request layer log them.
    allowConsoleErrors(/Content Security Policy/);
    await routeSiteSettings(page, { gaMeasurementId: "G-TEST12345" });
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(6000);
    const tag = page.locator("script[src^='https://www.googletagmanager.com/gtag/js?id=G-TEST12345']");
    await expect(tag).toHaveCount(0);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.clock.runFor(2000);
    await expect(tag).toHaveCount(1);
    expect(await page.evaluate(() => Reflect.get(window, "ga-disable-G-TEST12345"))).toBe(false);
    // Withdrawing consent switches the tag off for the rest of the visit.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("switch", { name: "Analytics" }).click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect.poll(() => page.evaluate(() => Reflect.get(window, "ga-disable-G-TEST12345"))).toBe(true);
    // Without GA_MEASUREMENT_ID the real server's CSP keeps Google out even if a tag were added.
    const csp = (await page.request.get("/")).headers()["content-security-policy"];
    expect(csp).not.toContain("googletagmanager");
  });

  test("without an id only the first-party script loads", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await page.clock.runFor(2000);
    await expect(page.locator("script[src='/scripts/analytics.js']")).toHaveCount(1);
    await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);
  });
});

test.describe("promo banner", () => {
  const promo = { text: "Free LOD 300 pilot model for new clients this quarter", link: "/contact", delayMs: 1000 };
  const bar = (page: Page) => page.getByRole("complementary", { name: "Announcement" });

  test("is off by default", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(8000);
    await expect(bar(page)).toBeHidden();
  });

  test("appears after its delay, links where the admin said, and a dismissal keeps it away for 7 days", async ({ page }) => {
    await routeSiteSettings(page, { promo });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(900);
    await expect(bar(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(promo.text);
    await expect(bar(page).getByRole("link", { name: "Learn more" })).toHaveAttribute("href", "/contact");
    await expectNoSeriousAxeViolation(page);
    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(bar(page)).toBeHidden();
    const record = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith("promo-banner-dismissed:")));
    expect(record).toBeDefined();
    expect(Math.abs(Number(record![1]) - (await page.evaluate(() => Date.now())))).toBeLessThan(5000);

    await page.reload();
    await page.clock.runFor(2000);
    await expect(bar(page)).toBeHidden();
    // Six days later: still away. Seven days later: back.
    await page.evaluate(([key]) => localStorage.setItem(key, String(Date.now() - 6 * 86_400_000)), record!);
    await page.reload();
    await page.clock.runFor(2000);
    await expect(bar(page)).toBeHidden();
    await page.evaluate(([key]) => localStorage.setItem(key, String(Date.now() - 7 * 86_400_000 - 1000)), record!);
    await page.reload();
    await page.clock.runFor(2000);
    await expect(bar(page)).toBeVisible();
  });

  test("a new campaign text is not hidden by the last one's dismissal", async ({ page }) => {
    await routeSiteSettings(page, { promo });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(1000);
    await bar(page).getByRole("button", { name: "Dismiss announcement" }).click();
    await page.unroute("**/api/site-settings");
    await routeSiteSettings(page, { promo: { ...promo, text: "New: precast detailing packages from 48 hours", delayMs: 500 } });
    await page.reload();
    await page.clock.runFor(500);
    await expect(bar(page)).toContainText("precast detailing");
  });
});

test.describe("sticky Get Your Free Quote", () => {
  const quote = (page: Page) => page.getByRole("button", { name: "Get Your Free Quote" });

  test("appears after 5 s and, on a page without #contact, goes to /contact", async ({ page }) => {
    await page.clock.install();
    await page.goto("/blog");
    await page.clock.runFor(4900);
    await expect(quote(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(quote(page)).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await quote(page).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("appears at 30% scroll on the shared layout before 5 s, and scrolls to #contact where the page has one", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const scrollTo = (fraction: number) => page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction);
    await scrollTo(0.2);
    await page.clock.runFor(500);
    await expect(quote(page)).toBeHidden();
    await scrollTo(0.31);
    await expect(quote(page)).toBeVisible();
    await scrollTo(0);
    await quote(page).click();
    await page.clock.runFor(2000);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))).toBe(80);
  });
});

test.describe("widgets and layout", () => {
  test.use(firstVisit);

  test("on a phone the quote button waits while the cookie banner spans the bottom edge", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(5000);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeHidden();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeVisible();
    const box = await page.getByRole("button", { name: "Get Your Free Quote" }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  test("cookie banner, promo banner and sticky button appear without shifting the page", async ({ page }) => {
    await routeSiteSettings(page, { promo: { text: "Free LOD 300 pilot model", link: "/contact", delayMs: 1000 } });
    await page.clock.install();
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const shift = await watchLayoutShift(page);
    await page.clock.runFor(6000);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Announcement" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeVisible();
    expect(await shift()).toBe(0);
  });

  test("the first load of a public page fetches none of the lazily loaded widget parts", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((s) => /cookie-banner|exit-intent-popup|promo-bar|react-dialog/.test(s))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
  });

  test("/styles/hero-critical.css is served and attached while the hero is shown", async ({ page }) => {
    const css = await page.request.get("/styles/hero-critical.css");
    expect(css.status()).toBe(200);
    expect(css.headers()["content-type"]).toContain("text/css");
    expect(await css.text()).toContain("#home");
    await page.goto("/");
    await expect(page.locator("link[rel=stylesheet][href='/styles/hero-critical.css']")).toHaveCount(1);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("link[rel=stylesheet][href='/styles/hero-critical.css']")).toHaveCount(0);
  });
});
