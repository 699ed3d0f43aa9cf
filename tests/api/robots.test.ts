import { readFileSync } from "node:fs";
import path from "node:path";
import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";

/** The first rule that matches decides, as simple crawlers read robots.txt. */
function firstMatchAllows(robots: string, pathname: string): boolean {
  for (const line of robots.split("\n")) {
    const [field = "", value = ""] = line.split(":").map((part) => part.trim());
    if (!value || !pathname.startsWith(value)) continue;
    if (/^allow$/i.test(field)) return true;
    if (/^disallow$/i.test(field)) return false;
  }
  return true;
}

/** Issue 21: robots.txt blocks the API and the signed-in screens under both readings, and allows the public site. */
describe("robots.txt of the built site", () => {
  const robots = readFileSync(path.resolve("build/client/robots.txt"), "utf8");
  const origin = JSON.parse(readFileSync(path.resolve("build/site.json"), "utf8")).publicUrl as string;
  const longestMatch = robotsParser(`${origin}/robots.txt`, robots);

  it.each(["/api/services", "/api/user", "/admin", "/admin/dashboard", "/dashboard", "/profile", "/projects", "/contact/received?ref=STR-2611-0001"])(
    "blocks %s",
    (pathname) => {
      expect(longestMatch.isAllowed(`${origin}${pathname}`, "AnyBot")).toBe(false);
      expect(firstMatchAllows(robots, pathname)).toBe(false);
    },
  );

  it.each(["/", "/services/mep-design", "/blog", "/contact", "/case-studies"])("allows %s", (pathname) => {
    expect(longestMatch.isAllowed(`${origin}${pathname}`, "AnyBot")).toBe(true);
    expect(firstMatchAllows(robots, pathname)).toBe(true);
  });

  it("names the sitemap", () => {
    expect(longestMatch.getSitemaps()).toEqual([`${origin}/sitemap.xml`]);
  });
});
