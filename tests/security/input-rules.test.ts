import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, nextIp, registered, signedInVisitor, startSite, type TestSite, Visitor } from "./support";

const NUL = "\u0000";
// Page views from bots (light-my-request's own user agent is one) are answered before validation.
const BROWSER = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" };

// Issue 21, items 9, 11 and 13: links the promo banner may hold, what page views may say, and NUL bytes everywhere.
describe.each(dialects)("input rules on %s", (dialect) => {
  let site: TestSite;
  let admin: Awaited<ReturnType<typeof signedInVisitor>>;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100" });
    admin = await signedInVisitor(site, { role: "admin" });
  });
  afterAll(() => site.close());

  const banner = (link: string) => admin.visitor.put("/api/admin/settings/promo-banner", { enabled: true, text: "Spring offer", link, delayMs: 0 });

  it("keeps the promo banner's link on this site or on an https address", async () => {
    for (const link of ["/\\evil.test", "/\\/evil.test", "//evil.test", "/ok\\..\\evil", "javascript:alert(1)", "http://evil.test", "/a\nb"]) {
      expect((await banner(link)).statusCode, link).toBe(400);
    }
    for (const link of ["", "/contact", "/services/bim-modeling?utm_source=banner#top", "https://example.com/offer"]) {
      expect((await banner(link)).statusCode, link).toBe(200);
    }
  });

  it("refuses page views whose path holds controls, bidi marks or another host, and shows only site paths", async () => {
    const beacon = (view: Record<string, unknown>) =>
      site.app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: nextIp(),
        headers: { "content-type": "text/plain", ...BROWSER },
        payload: JSON.stringify(view),
      });
    for (const path of ["/a\nb", `/a${NUL}b`, "/a\u202eb", "/a\u2066b", "//evil.test/x", "/\\evil.test", "/a b", "https://evil.test/"]) {
      expect((await beacon({ path, width: "desktop" })).statusCode, JSON.stringify(path)).toBe(400);
    }
    expect((await beacon({ path: "/about", referrer: `https://a.test/${NUL}`, width: "desktop" })).statusCode).toBe(400);
    expect((await beacon({ path: "/services/bim-modeling?email=a@b.test", width: "phone" })).statusCode).toBe(204);
    const traffic = (await admin.visitor.get("/api/admin/traffic")).json();
    expect(traffic.data.topPages).toEqual([{ path: "/services/bim-modeling", views: 1 }]);
  });

  it("answers 400, the same on both databases, for a NUL byte in any input that reaches a query", async () => {
    const anyone = new Visitor(site.app, nextIp());
    const { visitor } = await registered(site);
    const answers = {
      login: await anyone.post("/api/login", { username: `ad${NUL}min`, password: "Granite-Falcon-81" }),
      session: await visitor.send("DELETE", `/api/user/sessions/a${encodeURIComponent(NUL)}b`),
      userSearch: await admin.visitor.get(`/api/admin/users?search=${encodeURIComponent(`a${NUL}`)}`),
      leadSearch: await admin.visitor.get(`/api/admin/leads?search=${encodeURIComponent(`a${NUL}`)}`),
      userId: await admin.visitor.put(`/api/admin/users/a${encodeURIComponent(NUL)}/role`, { role: "user" }),
      leadId: await admin.visitor.get(`/api/admin/leads/a${encodeURIComponent(NUL)}`),
      leadStatus: await admin.visitor.put(`/api/admin/leads/a${encodeURIComponent(NUL)}/status`, { status: "won" }),
      jobId: await admin.visitor.post(`/api/admin/jobs/a${encodeURIComponent(NUL)}/retry`),
      eventPath: await anyone.post("/api/events", { path: `/${NUL}`, width: "desktop" }, BROWSER),
      eventReferrer: await anyone.post("/api/events", { path: "/", referrer: `https://x.test/${NUL}`, width: "desktop" }, BROWSER),
    };
    for (const [input, response] of Object.entries(answers)) {
      expect(response.statusCode, `${input}: ${response.body}`).toBe(400);
      expect(response.json().code, input).toBe("validation");
    }
  });
});

describe.each(dialects)("the daily cap on page views on %s", (dialect) => {
  it("stores at most the day's budget of views from all visitors together", async () => {
    // 20,000 a day scaled down to 4; each view comes from its own address, so no per-address budget is what stops them.
    const site = await startSite(dialect, { RATE_LIMIT_FACTOR: "0.0002" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await new Visitor(site.app, nextIp()).post("/api/events", { path: `/page-${i}`, width: "desktop" }, BROWSER);
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 429, 429]);
      const stored = await site.db
        .selectFrom("page_views")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(stored.n)).toBe(4);
    } finally {
      await site.close();
    }
  });
});
