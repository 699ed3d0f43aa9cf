import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, nextIp, registered, startSite, type TestSite, Visitor } from "./support";

const lead = { name: "Tom Walker", email: "tom@walker.example", subject: "Retail park", message: "Looking for LOD 350 models, please call." };

describe.each(dialects)("CSRF and foreign origins on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
  });
  afterAll(() => site.close());

  const call = (visitor: Visitor, method: "POST" | "PUT", url: string, body: unknown, headers: Record<string, string>) =>
    site.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json", cookie: visitor.cookieHeader(), ...headers },
    });

  it("refuses every state-changing call without a token, with a forged one, or with another visitor's", async () => {
    const { visitor } = await registered(site);
    const stranger = new Visitor(site.app, nextIp());
    const strangersToken = await stranger.csrf();
    const calls: ["POST" | "PUT", string, unknown][] = [
      ["POST", "/api/contact", lead],
      ["POST", "/api/newsletter", { email: "a@example.com", source: "footer" }],
      ["PUT", "/api/user/profile", { fullName: "Mallory", email: "mallory@example.com" }],
      ["POST", "/api/logout", {}],
      ["POST", "/api/user/sessions/revoke-others", {}],
      ["POST", "/api/admin/users", { username: "mallory", email: "m@example.com" }],
    ];
    for (const [method, url, body] of calls) {
      for (const headers of [{}, { "x-csrf-token": "" }, { "x-csrf-token": "forged-token" }, { "x-csrf-token": strangersToken }] as Record<string, string>[]) {
        const response = await call(visitor, method, url, body, headers);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        // The admin guard answers a plain user first; either refusal changes nothing.
        expect(response.json()).toMatchObject({ success: false, code: url.startsWith("/api/admin") ? "forbidden" : "csrf_invalid" });
      }
    }
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
  });

  it("does not take the token from the body or the query string", async () => {
    const visitor = new Visitor(site.app, nextIp());
    const token = await visitor.csrf();
    const inBody = await call(visitor, "POST", "/api/contact", { ...lead, csrfToken: token, _csrf: token }, {});
    const inQuery = await call(visitor, "POST", `/api/contact?csrfToken=${token}&_csrf=${token}`, lead, {});
    expect([inBody.statusCode, inQuery.statusCode]).toEqual([403, 403]);
  });

  it("refuses a valid token sent from another site, and accepts it from the site itself", async () => {
    const visitor = new Visitor(site.app, nextIp());
    const token = await visitor.csrf();
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "http://site.test.evil.example" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await call(visitor, "POST", "/api/contact", lead, { "x-csrf-token": token, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const own = await call(visitor, "POST", "/api/contact", lead, { "x-csrf-token": token, origin: "http://site.test", "sec-fetch-site": "same-origin" });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("never echoes a foreign origin or allows credentials", async () => {
    for (const method of ["GET", "OPTIONS"] as const) {
      const response = await site.app.inject({
        method,
        url: "/api/user",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
      expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    }
  });
});
