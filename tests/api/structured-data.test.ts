import { defined } from "../support/defined";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexablePaths } from "../../content/public-paths";
import { htmlOf } from "./support/html";

// Issue 21 item 23: the structured data and share tags search engines and social sites read, parsed from the built pages.
const BUILD = "build/client";
const page = (route: string) => htmlOf(readFileSync(path.join(BUILD, route, "index.html"), "utf8"));
type Node = Record<string, unknown> & { "@type"?: string };
const nodesOf = (route: string) => page(route).jsonLd().flat() as Node[];
const ofType = (route: string, type: string) => nodesOf(route).filter((n) => n["@type"] === type);
const TIME_WITH_ZONE = /^\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
const DATE_TIME_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** The pixel size a PNG states in its header. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), `${file} is a PNG`).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A logo ImageObject names a real file of at least 112×112 px, as Google asks of an Organization logo. */
function expectLogo(logo: unknown) {
  const { url, width, height } = logo as { url: string; width: number; height: number };
  const file = path.join(BUILD, new URL(url).pathname);
  expect(existsSync(file), `${url} is in the build`).toBe(true);
  const size = pngSize(file);
  expect(size).toEqual({ width, height });
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(112);
}

describe("structured data and share tags", () => {
  it("the Organization's logo is a real image of at least 112×112 px, not the favicon", () => {
    const organization = defined(ofType("", "Organization")[0], "an Organization node");
    expect(JSON.stringify(organization.logo)).not.toContain("favicon");
    expectLogo(organization.logo);
  });

  it("support hours are an OpeningHoursSpecification with zoned times, on the home and contact pages", () => {
    const contactPoints = [
      ...(defined(ofType("", "Organization")[0], "an Organization node").contactPoint as Node[]),
      (defined(ofType("contact", "ContactPage")[0], "a ContactPage node").mainEntity as { contactPoint: Node }).contactPoint,
    ];
    for (const point of contactPoints) {
      const hours = point.hoursAvailable as Node & { opens: string; closes: string; dayOfWeek: string[] };
      expect(hours["@type"]).toBe("OpeningHoursSpecification");
      expect(hours.opens).toMatch(TIME_WITH_ZONE);
      expect(hours.closes).toMatch(TIME_WITH_ZONE);
      expect(hours.dayOfWeek).toContain("https://schema.org/Monday");
    }
  });

  it("every article names its author with a URL on the site and its times with their zone", () => {
    const articles = indexablePaths().filter((p) => p.startsWith("/blog/"));
    expect(articles.length).toBeGreaterThan(5);
    for (const route of articles) {
      const [found] = ofType(route.slice(1), "BlogPosting") as (Node & {
        author: { url: string; name: string };
        datePublished: string;
        dateModified: string;
      })[];
      const posting = defined(found, `a BlogPosting on ${route}`);
      expect(posting.datePublished, route).toMatch(DATE_TIME_WITH_ZONE);
      expect(posting.dateModified, route).toMatch(DATE_TIME_WITH_ZONE);
      const author = new URL(posting.author.url);
      expect(author.pathname).toBe(route);
      // The address points at the box on the page that says who the author is.
      expect(page(route.slice(1)).root.getElementById(author.hash.slice(1))?.text, route).toContain(posting.author.name);
      expectLogo((posting.publisher as { logo: unknown }).logo);
      expect(page(route.slice(1)).meta("article:published_time")).toBe(posting.datePublished);
    }
  });

  it("every indexable page states its locale and the firm's X account", () => {
    for (const route of indexablePaths()) {
      const html = page(route.slice(1));
      expect(html.meta("og:locale"), route).toBe("en_US");
      expect(html.meta("twitter:site"), route).toMatch(/^@\w+$/);
    }
  });
});
