import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { legalSlugs } from "../../content/public-paths";
import { serviceIndex } from "../../content/service-index";
import { SERVICE_REDIRECT_MS } from "../../contract/constants";
import { openOnHeldClock } from "./support/clock";
import { watchLayoutShift } from "./support/widgets";

const pages = [
  "/",
  "/services",
  ...serviceIndex.map((s) => `/services/${s.slug}`),
  "/why-choose-us",
  "/clients",
  "/about",
  "/contact",
  ...legalSlugs.map((slug) => `/legal/${slug}`),
];

const topOf = (page: Page, id: string) => page.evaluate((el) => Math.round(document.getElementById(el)!.getBoundingClientRect().top), id);

test.describe("home case-study tabs", () => {
  test("show one industry at a time, switch by click", async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Case studies by industry" });
    await expect(tabs.getByRole("tab")).toHaveText(["Healthcare", "Commercial Real Estate", "Manufacturing"]);
    await expect(tabs.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("MEP coordination for a surgical and inpatient expansion");

    await tabs.getByRole("tab", { name: "Manufacturing" }).click();
    await expect(tabs.getByRole("tab", { name: "Manufacturing" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("A lean, parametric Revit library for 14 product series");
    await expect(panel).not.toContainText("surgical and inpatient");
    await panel.getByRole("link", { name: /Read the full case study/ }).click();
    await expect(page).toHaveURL(/\/blog\/manufacturer-revit-libraries$/);
  });

  test("work from the keyboard with arrow, Home and End keys", async ({ page }) => {
    await page.goto("/");
    const tabs = page.getByRole("tablist", { name: "Case studies by industry" });
    await tabs.getByRole("tab", { name: "Healthcare" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Commercial Real Estate" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Commercial Real Estate" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Structural BIM and rebar detailing through two transfer levels");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: /Read the full case study/ })).toHaveAttribute(
      "href",
      "/blog/mixed-use-highrise-structural-bim",
    );
    await page.keyboard.press("End");
    await expect(tabs.getByRole("tab", { name: "Manufacturing" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: /Read the full case study/ })).toHaveAttribute(
      "href",
      "/blog/healthcare-mep-coordination",
    );
    await expect(page.getByRole("link", { name: "View All Case Studies" })).toHaveAttribute("href", "/case-studies");
  });
});

test.describe("anchor scrolling", () => {
  test("hero, methodology and case-study buttons stop their section 80 px below the top", async ({ page }) => {
    await page.goto("/");
    await page.locator("#home").getByRole("link", { name: "Explore Services" }).click();
    await expect.poll(() => topOf(page, "services")).toBe(80);
    await expect(page).toHaveURL(/#services$/);

    await page.getByRole("link", { name: "Start Your Project Today" }).click();
    await expect.poll(() => topOf(page, "contact")).toBe(80);

    await page.getByRole("tabpanel").getByRole("link", { name: "Get a Free Assessment" }).click();
    await expect.poll(() => topOf(page, "lead-magnet")).toBe(80);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("#home").getByRole("link", { name: "Get a Free Assessment" }).click();
    await expect.poll(() => topOf(page, "contact")).toBe(80);
  });

  test("an address with a hash opens at that section, below the header", async ({ page }) => {
    await page.goto("/#services");
    await expect.poll(() => topOf(page, "services")).toBe(80);
  });
});

/** Where the app's router stands: its path, and whether a navigation (a timer's redirect) has started. */
const routerState = (page: Page) =>
  page.evaluate(() => {
    const { state } = (window as unknown as { __reactRouterDataRouter: { state: { location: { pathname: string }; navigation: { state: string } } } })
      .__reactRouterDataRouter;
    return { path: state.location.pathname, navigation: state.navigation.state };
  });

test.describe("unknown service slug", () => {
  test("answers 404, shows the not-found view and moves to /services after 5 seconds", async ({ page }) => {
    const unknown = "/services/steel-erection-drawings";
    expect((await page.request.get(unknown)).status()).toBe(404);
    // On the page's own clock: its timer starts when its code runs, and real time under load would count against it.
    const runTo = await openOnHeldClock(page, unknown);
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await runTo(SERVICE_REDIRECT_MS - 20);
    expect(await routerState(page)).toEqual({ path: unknown, navigation: "idle" });
    await runTo(SERVICE_REDIRECT_MS);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("BIM and engineering production");
  });

  test("followed inside the app, shows the same not-found view instead of an error", async ({ page }) => {
    await page.goto("/services");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
        "/services/steel-erection-drawings",
      ),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });

  test("does not redirect once the visitor has left", async ({ page }) => {
    await page.clock.install();
    await page.goto("/services/steel-erection-drawings");
    await expect(page.getByRole("heading", { name: "Service Not Found" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    // Past the redirect's moment on the page's own clock, not a sleep: a timer left behind fires now and starts a navigation.
    await page.clock.runFor(SERVICE_REDIRECT_MS + 1000);
    expect(await routerState(page)).toEqual({ path: "/about", navigation: "idle" });
  });
});

test("alias slugs from menus and footers end on the right service page", async ({ page }) => {
  for (const [alias, target, heading] of [
    ["/services/bim", "/services/bim-services", "BIM Services"],
    ["/services/clash-detection", "/services/mep-clash-detection", "MEP Clash Detection"],
    ["/services/civil-3d", "/services/civil-3d-modelling", "Civil 3D Modelling"],
    ["/services/revit-family", "/services/revit-family-creation", "Revit Family Creation"],
  ] as const) {
    const response = await page.goto(alias);
    expect(response?.status(), alias).toBe(200);
    expect((await response!.request().redirectedFrom()?.response())?.status(), alias).toBe(301);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test.describe("services list live data", () => {
  test("shows 'Loading services...' while the list loads, with the cards already on the page and never moved", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/services?limit=20", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/services");
    await expect(page.getByRole("status").filter({ hasText: "Loading services..." })).toBeVisible();
    await expect(page.getByRole("link", { name: /Learn more about BIM Services/ })).toBeVisible();
    // Shifts count only on screen, and scroll anchoring hides changes above the fold: the heading over the notice is shown.
    await page.getByRole("heading", { name: "Six services most of our clients start with" }).evaluate((h) => h.scrollIntoView({ block: "center" }));
    const shift = await watchLayoutShift(page);
    release();
    await expect(page.getByText("Loading services...")).toBeHidden();
    await expect(page.getByText("There was an error loading services.")).toBeHidden();
    const { value, moved } = await shift();
    expect(value, `layout shifts: ${moved}`).toBe(0);
  });

  test("shows the error message when the list fails, keeping the built-in content", async ({ page, allowConsoleErrors }) => {
    // This test provokes refusals on purpose; the browser and the request layer log them.
    allowConsoleErrors(/status of \d{3}/, /GET \/api\/services\?limit=20 failed/);
    await page.route("**/api/services?limit=20", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"success":false,"message":"Boom"}' }),
    );
    await page.goto("/services");
    await expect(page.getByRole("alert").filter({ hasText: "There was an error loading services. Please try again later." })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("main").getByRole("listitem").filter({ hasText: "Precast Detailing" }).first()).toBeVisible();
  });
});

test("about: the history panel opens and closes", async ({ page }) => {
  await page.goto("/about");
  const toggle = page.getByRole("button", { name: "Show our history" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("ISO 27001 certification; Dubai office opens")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide our history" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("ISO 27001 certification; Dubai office opens")).toBeVisible();
  await page.getByRole("button", { name: "Hide our history" }).click();
  await expect(page.getByText("ISO 27001 certification; Dubai office opens")).toBeHidden();
});

test.describe("accessibility at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const path of pages) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(
        bad.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("no page scrolls sideways", async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
