import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type TestSite } from "./harness";

describe("not-found and diagnostic pages", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite");
  });
  afterAll(() => site.close());

  const head = (html: string) => parse(html).querySelector("head")!;

  it("answers an unknown legal page with 404 and the not-found screen", async () => {
    for (const url of ["/legal/no-such-policy", "/legal/privacy", "/legal/__not-found"]) {
      const response = await site.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      const body = parse(response.body);
      expect(body.querySelector("h1")?.text, url).toBe("Page Not Found");
      expect(body.querySelector('a[href="/auth"]')?.text, url).toBe("Sign In");
      expect(body.querySelector("footer"), url).not.toBeNull();
    }
    expect((await site.app.inject("/legal/privacy-policy")).statusCode).toBe(200);
  });

  it("gives an unknown legal page's in-app data the legal not-found view", async () => {
    const response = await site.app.inject("/legal/no-such-policy.data");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"routes/legal"');
    expect(response.body).not.toContain('"html"');
  });

  it("serves a project's page by its id's shape; the API decides whether the reader may see it", async () => {
    const response = await site.app.inject("/projects/0f8e7d6c-5b4a-3928-1706-f5e4d3c2b1a0");
    expect(response.statusCode).toBe(200);
  });

  it("answers unknown paths under the signed-in sections with 404 and the not-found screen", async () => {
    for (const url of [
      "/dashboard/anything",
      "/admin/x",
      "/profile/x",
      "/projects/42",
      "/projects/0f8e7d6c-5b4a-3928-1706-f5e4d3c2b1a0/x",
      "/admin/users/7",
      "/dashboardx",
    ]) {
      const response = await site.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(parse(response.body).querySelector("h1")?.text, url).toBe("Page Not Found");
    }
    for (const url of ["/dashboard", "/projects", "/profile", "/admin", "/admin/dashboard", "/admin/users", "/admin/settings"]) {
      expect((await site.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it("marks not-found and diagnostic pages noindex, with no canonical link", async () => {
    for (const url of [
      "/no-such-page",
      "/services/no-such-service",
      "/blog/no-such-post",
      "/legal/no-such-policy",
      "/dashboard/x",
      "/security-test",
      "/auth-test",
    ]) {
      const page = head((await site.app.inject(url)).body);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute("content"), url).toBe("noindex");
      expect(page.querySelectorAll('link[rel="canonical"]'), url).toHaveLength(0);
    }
  });

  it("keeps the canonical link and no robots tag on indexable pages", async () => {
    for (const url of ["/", "/about", "/legal/privacy-policy", "/services/bim-services"]) {
      const page = head((await site.app.inject(url)).body);
      expect(page.querySelector('meta[name="robots"]'), url).toBeNull();
      expect(page.querySelectorAll('link[rel="canonical"]'), url).toHaveLength(1);
    }
  });
});
