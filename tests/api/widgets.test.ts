import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prunePageViews, recordPageView, topPages, topReferrers, viewsPerDay } from "../../server/analytics/page-views";
import { setPromoBanner } from "../../server/settings/site-settings";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36";

describe.each(dialects)("visitor widgets' endpoints on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  const beacon = (payload: unknown, ip = "198.51.100.7", ua = browser) =>
    site.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": ua },
      payload: JSON.stringify(payload),
    });

  it("counts a page view sent like navigator.sendBeacon, with no cookie and no CSRF token", async () => {
    const response = await beacon({ path: "/services?email=a@b.c", referrer: "https://www.google.com/search?q=bim", width: "desktop" });
    expect(response.statusCode).toBe(204);
    await beacon({ path: "/services", referrer: "http://site.test/", width: "phone" });
    await beacon({ path: "/blog", width: "tablet" });
    expect(await topPages(site.db, 5, 30)).toEqual([
      { path: "/services", views: 2 },
      { path: "/blog", views: 1 },
    ]);
    // Own-site referrers are not referrers; hosts lose their www.
    expect(await topReferrers(site.db, 5, 30)).toEqual([{ host: "google.com", views: 1 }]);
    const days = await viewsPerDay(site.db, 7);
    expect(days).toHaveLength(7);
    expect(days[6]).toEqual({ day: new Date().toISOString().slice(0, 10), views: 3 });
    expect(days[0]?.views).toBe(0);
  });

  it("lists top pages and referrers over the chart's days only, and deletes views older than 400 days", async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const old = [
      { path: "/old-favourite", daysAgo: 45 },
      { path: "/old-favourite", daysAgo: 45 },
      { path: "/ancient", daysAgo: 401 },
    ];
    for (const view of old) {
      await recordPageView(site.db, { path: view.path, referrer: "https://old-referrer.example/", width: "desktop" }, "site.test", new Date(at(view.daysAgo)));
    }
    expect((await topPages(site.db, 50, 30)).map((row) => row.path)).not.toContain("/old-favourite");
    expect((await topReferrers(site.db, 50, 30)).map((row) => row.host)).not.toContain("old-referrer.example");
    expect((await topPages(site.db, 50, 60)).map((row) => row.path)).toContain("/old-favourite");
    await prunePageViews(site.db);
    const kept = await site.db.selectFrom("page_views").select("path").where("path", "in", ["/old-favourite", "/ancient"]).execute();
    expect(kept.map((row) => row.path)).toEqual(["/old-favourite", "/old-favourite"]);
    // The daily figures go with the views they counted.
    const yearAndMore = (await topPages(site.db, 50, 500)).map((row) => row.path);
    expect(yearAndMore).toContain("/old-favourite");
    expect(yearAndMore).not.toContain("/ancient");
  });

  it("refuses unbounded or unknown fields", async () => {
    for (const payload of [
      { path: `/${"a".repeat(400)}`, width: "desktop" },
      { path: "https://evil.example/", width: "desktop" },
      { path: "/", width: "huge" },
      { path: "/", width: "desktop", referrer: "x".repeat(3000) },
    ]) {
      expect((await beacon(payload, "198.51.100.8")).statusCode).toBe(400);
    }
    const tooLarge = await beacon({ path: "/", width: "desktop", padding: "y".repeat(5000) }, "198.51.100.8");
    expect(tooLarge.statusCode).toBe(413);
  });

  it("answers bots but does not count them", async () => {
    const before = (await topPages(site.db, 50, 30)).reduce((sum, row) => sum + row.views, 0);
    const response = await beacon(
      { path: "/about", width: "desktop" },
      "198.51.100.9",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    expect(response.statusCode).toBe(204);
    const after = (await topPages(site.db, 50, 30)).reduce((sum, row) => sum + row.views, 0);
    expect(after).toBe(before);
  });

  it("limits events per IP with a 429 and Retry-After", async () => {
    // The limit counts per clock minute: a run that a busy machine stretches across a minute's edge starts again
    // from a new address, rather than read a fresh window's budget as a broken limit.
    const minute = () => Math.floor(Date.now() / 60_000);
    for (let attempt = 1; ; attempt++) {
      const ip = `198.51.100.${50 + attempt}`;
      const started = minute();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await beacon({ path: "/", width: "desktop" }, ip)).statusCode);
      const last = await beacon({ path: "/", width: "desktop" }, ip);
      if (minute() !== started && attempt < 5) continue;
      expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
      expect(last.statusCode).toBe(429);
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
      return;
    }
  });

  it("exempts only the events route from CSRF, by that route's own config", async () => {
    const probe = await site.app.inject({ method: "POST", url: "/api/csrf-test", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(probe.statusCode).toBe(403);
    expect(probe.json()).toMatchObject({ code: "csrf_invalid" });
    const other = await site.app.inject({ method: "POST", url: "/api/events/other", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(other.statusCode).toBe(404);
    const withQuery = await site.app.inject({
      method: "POST",
      url: "/api/events?x=1",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ path: "/", width: "desktop" }),
    });
    expect(withQuery.statusCode).toBe(204);
  });

  it("serves the promo banner setting, off by default, and what an admin sets", async () => {
    const visitor = new Visitor(site.app);
    const initial = await visitor.get("/api/site-settings");
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ success: true, promoBanner: { enabled: false, text: "", link: "", delayMs: 1000 }, analytics: { gaMeasurementId: null } });
    await setPromoBanner(site.db, { enabled: true, text: "Free LOD 300 pilot model this month", link: "/contact", delayMs: 500 });
    await setPromoBanner(site.db, { enabled: true, text: "Free LOD 400 pilot model this month", link: "/contact", delayMs: 500 });
    expect((await visitor.get("/api/site-settings")).json().promoBanner).toEqual({
      enabled: true,
      text: "Free LOD 400 pilot model this month",
      link: "/contact",
      delayMs: 500,
    });
    await expect(setPromoBanner(site.db, { enabled: true, text: "x", link: "javascript:alert(1)", delayMs: 0 })).rejects.toThrow();
  });

  it("limits the rate-limit test route to 5 calls a minute per IP: the 6th is 429 with Retry-After", async () => {
    const visitor = new Visitor(site.app, "203.0.113.77");
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await visitor.post("/api/rate-limit-test", { test: true, requestNumber: i })).statusCode);
    // A window boundary can fall inside the loop; then the budget restarts and one more call is needed.
    if (statuses[5] !== 429) statuses.push((await visitor.post("/api/rate-limit-test", { test: true, requestNumber: 7 })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const blocked = await visitor.post("/api/rate-limit-test", { test: true, requestNumber: 8 });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toMatchObject({ success: false });
  });

  it("reports the security headers the home page really sends, with an explanation for each", async () => {
    const page = await site.app.inject("/");
    const response = await site.app.inject("/api/security-headers");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    expect(body.headers["content-security-policy"]).toContain("sha256-");
    expect(body.headers["x-content-type-options"]).toBe("nosniff");
    expect(body.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The test site runs on http, so no HSTS is sent and none is reported.
    expect(body.headers["strict-transport-security"]).toBeUndefined();
    expect(Object.keys(body.explanations)).toEqual(expect.arrayContaining(Object.keys(body.headers)));
    expect(body.explanations["strict-transport-security"]).toMatch(/HTTPS/);
  });

  it("keeps Google's hosts out of the CSP while no GA_MEASUREMENT_ID is set", async () => {
    const page = await site.app.inject("/");
    expect(page.headers["content-security-policy"]).not.toContain("googletagmanager");
  });
});

describe("optional settings", () => {
  it("with GA_MEASUREMENT_ID the CSP allows Google's hosts and the widgets learn the id", async () => {
    const site = await startSite("sqlite", { GA_MEASUREMENT_ID: "G-TEST12345" });
    try {
      const page = await site.app.inject("/");
      expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
      expect(page.headers["content-security-policy"]).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
      const api = await site.app.inject("/api/health");
      expect(api.headers["content-security-policy"]).toContain("googletagmanager");
      expect((await site.app.inject("/api/site-settings")).json().analytics).toEqual({ gaMeasurementId: "G-TEST12345" });
    } finally {
      await site.close();
    }
  });

  it("DIAGNOSTICS=off answers 404 on the three diagnostic endpoints", async () => {
    const site = await startSite("sqlite", { DIAGNOSTICS: "off" });
    try {
      const visitor = new Visitor(site.app);
      expect((await visitor.post("/api/csrf-test", { test: true })).statusCode).toBe(404);
      expect((await visitor.post("/api/rate-limit-test", { test: true, requestNumber: 1 })).statusCode).toBe(404);
      const headers = await visitor.get("/api/security-headers");
      expect(headers.statusCode).toBe(404);
      expect(headers.json()).toMatchObject({ success: false });
      expect((await visitor.get("/api/site-settings")).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
