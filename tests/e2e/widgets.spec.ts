import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { fromPageStart, openOnHeldClock, watchChunk } from "./support/clock";
import { expectNoSeriousAxeViolation, firstVisit, routeSiteSettings, watchLayoutShift } from "./support/widgets";

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy, your choice" });
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** From the page's start: `shown` and its code absent 100 ms before `at`, the code asked for at `at`, `shown` then visible. */
async function risesAtPageAge(page: Page, shown: Locator, code: () => boolean, at: number) {
  const runTo = await fromPageStart(page);
  await runTo(at - 100);
  await expect(shown).toBeHidden();
  expect(code()).toBe(false);
  await runTo(at);
  // The clock stands at `at`: the code is asked for now, and React reveals it on time that flows again.
  await expect.poll(code).toBe(true);
  await page.clock.resume();
  await expect(shown).toBeVisible();
}

/** Opens `path` as a first visit on a held clock: no banner and none of its code at 1.4 s of page age, both at 1.5 s. */
async function bannerRisesAtPageAge(page: Page, path: string, chunk: string) {
  const bannerCode = watchChunk(page, chunk);
  await openOnHeldClock(page, path);
  await risesAtPageAge(page, banner(page), bannerCode, 1500);
}

test.describe("cookie banner", () => {
  test.use(firstVisit);

  test("appears when a first visit's page is 1.5 s old; Accept All stores 'accepted' and it stays away", async ({ page }) => {
    await bannerRisesAtPageAge(page, "/about", "cookie-banner");
    await expect(banner(page).getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/legal/cookie-policy");
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, "cookie-consent")).toBe("accepted");
    await page.reload();
    await page.clock.runFor(5000);
    await expect(banner(page)).toBeHidden();
  });

  test("on the home page, whose code waits a second after the paint, it still comes when the page is 1.5 s old", async ({ page }) => {
    // The home page's islands build names the banner's chunk for itself.
    await bannerRisesAtPageAge(page, "/", "islands-cookie-banner");
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

  test("Customize Settings: essential fixed on, analytics and marketing off until switched on; Save Preferences stores exactly that", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/services");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Customize Settings" }).click();
    const essential = banner(page).getByRole("switch", { name: "Essential" });
    await expect(essential).toBeDisabled();
    await expect(essential).toHaveAttribute("aria-checked", "true");
    const analytics = banner(page).getByRole("switch", { name: "Analytics" });
    const marketing = banner(page).getByRole("switch", { name: "Marketing" });
    // Pre-ticked boxes are not consent (decision 022).
    await expect(analytics).toHaveAttribute("aria-checked", "false");
    await expect(marketing).toHaveAttribute("aria-checked", "false");
    await expect(analytics).toContainText("Off");
    await analytics.click();
    await expect(analytics).toHaveAttribute("aria-checked", "true");
    await expect(analytics).toContainText("On");
    for (const toggle of [essential, analytics, marketing]) {
      const box = (await toggle.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390 - 12);
    }
    await expectNoSeriousAxeViolation(page);
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await stored(page, "cookie-consent")).toBe("accepted");
    expect(JSON.parse((await stored(page, "cookie-preferences")) ?? "null")).toEqual({ analytics: true, marketing: false });
  });

  test("Save Preferences without switching anything on stores 'declined' and loads no analytics", async ({ page }) => {
    const analytics: string[] = [];
    page.on("request", (request) => /analytics\.js|\/api\/events/.test(request.url()) && analytics.push(request.url()));
    await page.clock.install();
    await page.goto("/services");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Customize Settings" }).click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    await page.clock.runFor(5000);
    expect(await stored(page, "cookie-consent")).toBe("declined");
    expect(JSON.parse((await stored(page, "cookie-preferences")) ?? "null")).toEqual({ analytics: false, marketing: false });
    expect(analytics).toEqual([]);
  });

  test("campaign tags are kept on the device only with marketing consent, yet still go with a lead sent in the same visit", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact?utm_source=linkedin&utm_campaign=winter");
    await page.clock.runFor(1500);
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    expect(await stored(page, "stratum.first-touch")).toBeNull();
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact") && request.method() === "POST");
    const form = page.locator("form[data-lead-form]");
    await form.getByLabel("Full Name").fill("Mia Chen");
    await form.getByLabel("Email Address").fill(`mia.${Date.now()}@example.com`);
    await form.getByLabel("Project Subject").fill("MEP coordination");
    await form.getByLabel("Project Details").fill("Clash detection for a 9-storey hotel, Navisworks.");
    await form.getByRole("button", { name: /Send Message/ }).click();
    expect((await sent).postDataJSON().attribution).toMatchObject({ utmSource: "linkedin", utmCampaign: "winter" });
    expect(await stored(page, "stratum.first-touch")).toBeNull();

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("switch", { name: "Marketing" }).click();
    await banner(page).getByRole("button", { name: "Save Preferences" }).click();
    expect(JSON.parse((await stored(page, "stratum.first-touch")) ?? "null")).toMatchObject({ utmSource: "linkedin" });
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    expect(await stored(page, "stratum.first-touch")).toBeNull();
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
    const barCode = watchChunk(page, "promo-bar");
    // The banner reads its dismissal, then sets its timer in the same task: once read, its delay is under way.
    await page.addInitScript(() => {
      const read = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key.startsWith("promo-banner-dismissed:")) document.documentElement.dataset.promoDismissalRead = "yes";
        return read.call(this, key);
      };
    });
    await openOnHeldClock(page, "/about");
    // The site settings arrive on real time while the page's clock stands still.
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.promoDismissalRead ?? null)).toBe("yes");
    await risesAtPageAge(page, bar(page), barCode, promo.delayMs);
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
  const scrollTo = (page: Page, fraction: number) =>
    page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f), fraction);

  test("appears only once 5 s have passed and the scroll threshold is met, and on a page without #contact goes to /contact", async ({ page }) => {
    await page.clock.install();
    await page.goto("/blog");
    await page.clock.runFor(6000);
    await expect(quote(page)).toBeHidden();
    await scrollTo(page, 0.31);
    await expect(quote(page)).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await quote(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    // /contact is all form: the button never shows there.
    await page.clock.runFor(6000);
    await scrollTo(page, 0.5);
    await page.clock.runFor(500);
    await expect(quote(page)).toBeHidden();
  });

  test("waits for 5 s even past 30% scroll on the shared layout, then scrolls to #contact where the page has one", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await scrollTo(page, 0.31);
    await page.clock.runFor(500);
    await expect(quote(page)).toBeHidden();
    await page.clock.runFor(4600);
    await expect(quote(page)).toBeVisible();
    await scrollTo(page, 0);
    await quote(page).click();
    await page.clock.runFor(2000);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top))).toBe(80);
  });

  test("on the home page, whose code waits a second after the paint, it still comes when the page is 5 s old", async ({ page }) => {
    await openOnHeldClock(page, "/");
    await scrollTo(page, 0.31);
    const runTo = await fromPageStart(page);
    await runTo(4900);
    await expect(quote(page)).toBeHidden();
    await runTo(5000);
    await expect(quote(page)).toBeVisible();
  });

  test("scrolled straight to the footer's form, it never flashes up under the pointer before stepping aside", async ({ page }) => {
    // Every time the button is put on the page is counted, however briefly: one frame is enough to take a tap.
    await page.addInitScript(() => {
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof Element && node.matches("[data-widget='sticky-quote']")) document.documentElement.dataset.quoteShown = "yes";
      }).observe(document, { childList: true, subtree: true });
    });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(5100);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).scrollIntoViewIfNeeded();
    await page.clock.runFor(500);
    await expect(page.locator("footer form")).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.dataset.quoteShown)).toBeUndefined();
    await scrollTo(page, 0.31);
    await expect(quote(page)).toBeVisible();
  });

  test("on a phone it steps aside while a form is on screen, so it never covers a consent box or a submit button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/services/mep-design");
    await page.clock.runFor(5100);
    await scrollTo(page, 0.31);
    await expect(quote(page)).toBeVisible();
    await page.locator("#contact form").getByRole("button", { name: "Get My Free Consultation" }).scrollIntoViewIfNeeded();
    await expect(quote(page)).toBeHidden();
    await scrollTo(page, 0.31);
    await expect(quote(page)).toBeVisible();
  });
});

test.describe("widgets and layout", () => {
  test.use(firstVisit);

  test("on a phone the quote button waits while the cookie banner spans the bottom edge", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/about");
    await page.clock.runFor(5000);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.31));
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(500);
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeHidden();
    await banner(page).getByRole("button", { name: "Accept All" }).click();
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeVisible();
    const box = await page.getByRole("button", { name: "Get Your Free Quote" }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  test("the cookie banner and the sticky button appear without shifting the page", async ({ page }) => {
    await page.clock.install();
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const shift = await watchLayoutShift(page);
    await page.clock.runFor(5100);
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.31));
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Essential Only" }).click();
    await expect(page.getByRole("button", { name: "Get Your Free Quote" })).toBeVisible();
    const { value, moved } = await shift();
    expect(value, `layout shifts: ${moved}`).toBe(0);
  });

  test("the promo banner sits in the flow under the header, on a phone too: it moves the page down instead of covering it, and comes first in tab order", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await routeSiteSettings(page, { promo: { text: "Free LOD 300 pilot model", link: "/contact", delayMs: 500 } });
    await page.clock.install();
    await page.goto("/services");
    const heading = page.getByRole("heading", { level: 1 });
    const before = (await heading.boundingBox())!.y;
    await page.clock.runFor(600);
    const bar = page.getByRole("complementary", { name: "Announcement" });
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y)).toBe(72);
    expect(Math.round((await heading.boundingBox())!.y - before)).toBe(Math.round(box.height));
    const order = await page.evaluate(() => {
      const focusable = [...document.querySelectorAll<HTMLElement>("main a[href], main button")];
      return focusable.findIndex((el) => el.closest('[data-widget="promo-banner"]') !== null);
    });
    expect(order).toBe(0);
  });

  test("the first load of a public page fetches none of the lazily loaded widget parts", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
    // Up to hydration, on a held clock: a first visit's cookie banner is fetched when the page is 1.5 s old.
    await openOnHeldClock(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
