import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allPosts } from "../../content/blog.server";
import { startSite, type TestSite } from "./harness";
import { group } from "../../server/platform/regex-group";

const ORIGIN = "https://www.stratum.example";
const posts = allPosts();

/** The page as a crawler reads it: everything before the first script that runs. */
const beforeScripts = (html: string) => html.replace(/<script(?![^>]*application\/ld\+json)[\s\S]*?<\/script>/g, "");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(group(m, 1))].flat());
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const visibleText = (html: string) =>
  decode(
    beforeScripts(html)
      .replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "")
      .replace(/<[^>]+>/g, " "),
  ).replace(/\s+/g, " ");

describe("the blog as prerendered HTML", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: ORIGIN });
  });
  afterAll(() => site.close());

  it("has twelve articles, newest first", () => {
    expect(posts).toHaveLength(12);
    const dates = posts.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(posts.map((post) => [post.slug, post] as const))("/blog/%s holds its full text and metadata before any script", async (slug, post) => {
    const response = await site.app.inject(`/blog/${slug}`);
    expect(response.statusCode).toBe(200);
    const html = beforeScripts(response.body);
    const text = visibleText(response.body);

    expect(html).toContain(`<title>${post.title.replace(/&/g, "&amp;")} | Stratum BIM &amp; Engineering</title>`);
    expect(text).toContain(post.title);
    expect(text).toContain(`By ${post.author.name}`);
    expect(text).toContain(`Expert in ${post.category} and related engineering disciplines.`);
    // Every paragraph of the article is in the HTML itself, not only in the hydration data.
    const body = decode(post.text);
    expect(body.split(" ").length).toBeGreaterThan(800);
    expect(text).toContain(body);

    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/${slug}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="article:published_time" content="${post.publishedAt}"/>`);
    expect(html).toContain(`<meta property="article:section" content="${post.category.replace(/&/g, "&amp;")}"/>`);
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(decode(description ?? "").length).toBeLessThanOrEqual(163);

    const data = jsonLd(response.body);
    const article = data.find((item) => item["@type"] === "BlogPosting");
    expect(article).toMatchObject({ headline: post.title, datePublished: post.publishedAt, url: `${ORIGIN}/blog/${slug}`, author: { name: post.author.name } });
    const faq = data.find((item) => item["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(3);
    expect(data.find((item) => item["@type"] === "BreadcrumbList").itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Blog", post.title]);
  });

  it("cuts long descriptions at 160 characters and adds '...'", async () => {
    const long = posts.find((post) => post.excerpt.length > 160)!;
    const html = (await site.app.inject(`/blog/${long.slug}`)).body;
    const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    expect(description).toBe(`${long.excerpt.slice(0, 160)}...`);
  });

  it("serves /blog with every article and ItemList data for the first ten", async () => {
    const response = await site.app.inject("/blog");
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain("Expert Engineering Insights & Resources");
    for (const post of posts) expect(text).toContain(post.title);
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/blog"/>`);
    const list = jsonLd(response.body).find((item) => item["@type"] === "ItemList");
    expect(list.itemListElement).toHaveLength(10);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, url: `${ORIGIN}/blog/${posts[0]?.slug}` });
  });

  it("answers an unknown slug with 404 and Blog Post Not Found", async () => {
    const response = await site.app.inject("/blog/not-a-real-article");
    expect(response.statusCode).toBe(404);
    expect(visibleText(response.body)).toContain("Blog Post Not Found");
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it("publishes an RSS feed of the twelve articles", async () => {
    const response = await site.app.inject("/blog/rss.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("xml");
    const items = response.body.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(12);
    for (const post of posts) expect(response.body).toContain(`<link>${ORIGIN}/blog/${post.slug}</link>`);
    expect(response.body).not.toContain("localhost");
  });

  it("lists every article in the sitemap with its own date", async () => {
    const sitemap = (await site.app.inject("/sitemap.xml")).body;
    for (const post of posts) {
      expect(sitemap).toContain(`<url><loc>${ORIGIN}/blog/${post.slug}</loc><lastmod>${post.isoDate}</lastmod></url>`);
    }
  });
});
