import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const FIRST = {
  slug: "cost-reduction-with-bim-services-engineering-projects",
  title: "How BIM Services Cut Engineering Project Costs by Up to 35%, and Where the Savings Come From",
};
const SECOND_TITLE = "Integrated MEP Design and BIM Coordination: Techniques That Hold Up on Site";
const LAST = { slug: "iso-19650-information-management-outsourcing" };

const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const categories = (page: Page) => page.getByRole("group", { name: "Categories" });
const featured = (page: Page) => page.getByTestId("featured-post");
const cards = (page: Page) => page.getByTestId("post-card");
/** Titles of every shown article, featured first, as a reader sees them. */
const shownTitles = (page: Page) => page.locator("[data-testid=featured-post] h2, [data-testid=post-card] h3").allInnerTexts();

async function openBlog(page: Page, query = "") {
  await page.goto(`/blog${query}`);
  // The static HTML is the full list; the filter controls answer once the page has hydrated.
  await expect(page.getByRole("search")).toHaveAttribute("data-ready", "true");
}

test.describe("the blog list", () => {
  test("shows the hero, the search box, every category and twelve articles with the first featured", async ({ page }) => {
    await openBlog(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert Engineering Insights & Resources");
    await expect(page.getByText("Stay updated with the latest trends, best practices, and innovations in engineering and BIM technology")).toBeVisible();
    await expect(search(page)).toHaveAttribute("placeholder", "Search articles...");
    await expect(categories(page).getByRole("button")).toHaveCount(13);
    await expect(categories(page).getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "true");

    await expect(featured(page)).toHaveCount(1);
    await expect(featured(page).getByRole("heading")).toHaveText(FIRST.title);
    await expect(featured(page).getByText("Featured", { exact: true })).toBeVisible();
    await expect(featured(page).getByRole("listitem")).toHaveCount(4);
    await expect(featured(page).getByRole("link", { name: /Read Full Article/ })).toHaveAttribute("href", `/blog/${FIRST.slug}`);
    await expect(cards(page)).toHaveCount(11);
    await expect(cards(page).first().getByRole("heading")).toHaveText(SECOND_TITLE);
    for (const card of await cards(page).all()) {
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeLessThanOrEqual(3);
      await expect(card.getByRole("link", { name: /Read More/ })).toBeVisible();
    }
  });

  test("search matches title or excerpt regardless of case", async ({ page }) => {
    await openBlog(page);
    // "HOSPITAL" appears in article 6's title only; "walk-on interstitial" only in its excerpt.
    await search(page).fill("HOSPITAL");
    await expect.poll(() => shownTitles(page)).toEqual(["Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion"]);
    await search(page).fill("walk-on INTERSTITIAL");
    await expect.poll(() => shownTitles(page)).toEqual(["Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion"]);
    await expect(page).toHaveURL(/\?q=walk-on\+INTERSTITIAL$/);
    await search(page).fill("");
    await expect(cards(page)).toHaveCount(11);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a category shows only its articles, and combines with the search text", async ({ page }) => {
    await openBlog(page);
    await categories(page).getByRole("button", { name: "Healthcare", exact: true }).click();
    await expect(categories(page).getByRole("button", { name: "Healthcare", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(/\?category=Healthcare$/);
    await expect.poll(() => shownTitles(page)).toEqual(["Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion"]);
    await expect(featured(page).getByText("Healthcare", { exact: true }).first()).toBeVisible();

    // "case study" names three articles in three categories; with a category only that one remains.
    await categories(page).getByRole("button", { name: "All Categories" }).click();
    await search(page).fill("CASE STUDY");
    await expect
      .poll(async () => (await shownTitles(page)).sort())
      .toEqual([
        "Case Study: Building a Revit Family Library for a Building-Product Manufacturer",
        "Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion",
        "Case Study: Structural BIM for a 42-Story Mixed-Use Tower",
      ]);
    await categories(page).getByRole("button", { name: "Construction", exact: true }).click();
    await expect.poll(() => shownTitles(page)).toEqual(["Case Study: Structural BIM for a 42-Story Mixed-Use Tower"]);
    await expect(page).toHaveURL(/\/blog\?q=CASE\+STUDY&category=Construction$/);
    await categories(page).getByRole("button", { name: "Technology", exact: true }).click();
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  });

  test("with no match it says so, and Clear Filters resets the search and the category", async ({ page }) => {
    await openBlog(page);
    await categories(page).getByRole("button", { name: "Automation", exact: true }).click();
    await search(page).fill("hospital");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms or category filter.")).toBeVisible();
    await expect(featured(page)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(0);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(categories(page).getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "true");
    await expect(featured(page)).toHaveCount(1);
    await expect(cards(page)).toHaveCount(11);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the filter lives in the address: it survives a reload and opens from a shared link", async ({ page }) => {
    await openBlog(page);
    await categories(page).getByRole("button", { name: "Construction", exact: true }).click();
    await search(page).fill("tower");
    await expect.poll(() => shownTitles(page)).toHaveLength(1);
    await expect(page).toHaveURL(/\/blog\?q=tower&category=Construction$/);

    await page.reload();
    await expect(search(page)).toHaveValue("tower");
    await expect(categories(page).getByRole("button", { name: "Construction", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownTitles(page)).toHaveLength(1);
    await expect(featured(page)).toContainText("Construction");

    await openBlog(page, "?q=revit&category=Innovation");
    await expect(search(page)).toHaveValue("revit");
    await expect(categories(page).getByRole("button", { name: "Innovation", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => shownTitles(page)).toHaveLength(1);
    await expect(featured(page)).toContainText("Innovation");
  });

  test("scrolling calls nothing and leaves the production console quiet (the steps are logged only in development)", async ({ page }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await openBlog(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    for (const fraction of [0.3, 0.55, 0.8, 1]) {
      await page.evaluate((f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f), fraction);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    expect(logs).toEqual([]);
    // The session check (and its retry) and lazy images may land during the scroll; nothing else may.
    expect(requests.filter((url) => !/\/images\/|\/api\/(user|csrf-token)$/.test(url))).toEqual([]);
  });
});

test.describe("an article", () => {
  test("shows breadcrumbs, hero, tags, the full text, the author box and its reading time", async ({ page }) => {
    await page.goto("/blog/healthcare-mep-coordination");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Study: MEP Coordination for a Hospital Surgical and Inpatient Expansion");
    await expect(page.getByText("By James Whitfield")).toBeVisible();
    await expect(page.locator("time").first()).toHaveText("October 6, 2025");
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("img", { name: /operating room section/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Healthcare",
      "MEP Coordination",
      "Medical Gases",
      "NFPA 99",
      "Case Study",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "The project" })).toBeVisible();
    await expect(page.getByText("Hospitals are the hardest MEP coordination work there is.")).toBeVisible();
    const author = page.getByRole("complementary", { name: "About the author" });
    await expect(author).toContainText("J");
    await expect(author).toContainText("Expert in Healthcare and related engineering disciplines.");
  });

  test("previous and next follow the dates (previous is newer); the first leads back to the list and the last offers View All Articles", async ({ page }) => {
    await page.goto(`/blog/${FIRST.slug}`);
    const more = page.getByRole("navigation", { name: "More articles" });
    await expect(more.getByRole("link")).toHaveCount(2);
    await expect(more.getByRole("link").first()).toHaveAttribute("href", "/blog");
    await more.getByRole("link", { name: /Next Article/ }).click();
    await expect(page).toHaveURL(/\/blog\/integrated-mep-design-bim-coordination-techniques$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECOND_TITLE);
    await more.getByRole("link", { name: /Previous Article/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(FIRST.title);

    await page.goto(`/blog/${LAST.slug}`);
    await expect(more.getByRole("link", { name: /Previous Article/ })).toHaveAttribute("href", "/blog/rebar-detailing-automation-bbs");
    await expect(more.getByRole("link", { name: /Next Article/ })).toHaveCount(0);
    await more.getByRole("link", { name: "View All Articles" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expert Engineering Insights & Resources");
  });

  test("a card on the list opens its article", async ({ page }) => {
    await openBlog(page);
    await cards(page)
      .first()
      .getByRole("link", { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/integrated-mep-design-bim-coordination-techniques$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SECOND_TITLE);
  });

  test("an unknown slug answers 404 with Blog Post Not Found and a way back", async ({ page }) => {
    for (const slug of ["no-such-article", "__not-found"]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
      await expect(page.getByText("The blog post you're looking for doesn't exist or has been moved.")).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(featured(page)).toHaveCount(1);

    // Followed inside the app (no page load), an unknown slug shows the same screen, not a crash.
    await page.evaluate(() =>
      (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate("/blog/moved-elsewhere"),
    );
    await expect(page).toHaveURL(/\/blog\/moved-elsewhere$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and every article fit the screen without sideways scrolling", async ({ page }) => {
    const slugs = readdirSync("content/blog").map((file) => file.replace(/\.md$/, ""));
    expect(slugs).toHaveLength(12);
    for (const url of ["/blog", ...slugs.map((slug) => `/blog/${slug}`)]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
});
