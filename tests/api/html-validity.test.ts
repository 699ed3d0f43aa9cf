import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appScreenPaths, publicPaths } from "../../content/public-paths";
import { htmlErrors } from "../support/html-standard";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

// Issue 21 item 21: every page the site sends is valid HTML, whether prerendered, the signed-in screens' shell or
// written by the server (the native lead form's answers, the newsletter's mail-link pages).
const notFoundSamples = ["/no-such-page", "/services/no-such-service", "/blog/no-such-article", "/legal/no-such-page"];

describe.each(dialects)("valid HTML on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    expect(existsSync("build/client/index.html"), "run npm run build first").toBe(true);
    site = await startSite(dialect, { LEAD_NOTIFY_TO: "sales@stratumbim.com" });
  });
  afterAll(() => site.close());

  const page = async (url: string, expected: number) => {
    const response = await site.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(expected);
    expect(response.headers["content-type"]).toContain("text/html");
    return response.body;
  };

  it("every prerendered public page, the not-found pages and the signed-in screens' shell", async () => {
    const pages = publicPaths().filter((p) => !p.includes("__not-found"));
    expect(pages.length).toBeGreaterThan(30);
    const errors: string[] = [];
    for (const path of pages) errors.push(...(await htmlErrors(await page(path, 200), path)));
    for (const path of notFoundSamples) errors.push(...(await htmlErrors(await page(path, 404), path)));
    for (const path of appScreenPaths) errors.push(...(await htmlErrors(await page(path, 200), path)));
    expect(errors).toEqual([]);
  });

  it("the pages the server writes: thank-you, correction, newsletter links", async () => {
    const errors: string[] = [];
    const native = (fields: Record<string, string>) =>
      site.app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: "192.0.2.21",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://site.test" },
        payload: new URLSearchParams(fields).toString(),
      });
    const inquiry = {
      form: "inquiry",
      name: "Dana Whitlock",
      email: "dana@example.com",
      serviceType: "structural",
      subject: "Steel",
      message: "Portal frame.",
    };
    const sent = await native(inquiry);
    expect(sent.statusCode).toBe(303);
    errors.push(...(await htmlErrors(await page(sent.headers.location as string, 200), "thank-you page")));
    const corrected = await native({ ...inquiry, email: "not-an-address", name: "D" });
    expect(corrected.statusCode).toBe(400);
    errors.push(...(await htmlErrors(corrected.body, "correction page")));

    await new Visitor(site.app, "203.0.113.90").post("/api/newsletter", { email: "reader@example.com" });
    await site.drain();
    const text = site.mails.find((m) => m.to === "reader@example.com")?.text ?? "";
    const confirm = new URL(text.match(/http:\/\/site\.test\/api\/newsletter\/confirm\?[^\s)\]]+/)?.[0] ?? "http://site.test/missing");
    errors.push(...(await htmlErrors(await page(`${confirm.pathname}${confirm.search}`, 200), "newsletter confirmation page")));
    errors.push(...(await htmlErrors(await page("/api/newsletter/unsubscribe?email=x%40example.com&token=forged", 400), "refused link page")));
    expect(errors).toEqual([]);
  });
});
