import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

describe.each(dialects)("platform on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("issues a CSRF token and accepts a call that carries it", async () => {
    const visitor = new Visitor(site.app);
    const token = await visitor.csrf();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(visitor.hasCookie("csrf_secret")).toBe(true);
    const response = await visitor.post("/api/csrf-test", { test: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
  });

  it("refuses a non-GET call without a token, with a wrong token, or with another visitor's token", async () => {
    const alice = new Visitor(site.app);
    const mallory = new Visitor(site.app);
    const malloryToken = await mallory.csrf();
    await alice.csrf();
    const cases = [
      await site.app.inject({ method: "POST", url: "/api/csrf-test", payload: { test: true } }),
      await alice.post("/api/csrf-test", { test: true }, { "x-csrf-token": "forged" }),
      await alice.post("/api/csrf-test", { test: true }, { "x-csrf-token": malloryToken }),
      await alice.send("PUT", "/api/user/profile", { email: "a@example.com" }, { "x-csrf-token": "" }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, code: "csrf_invalid", message: expect.stringContaining("CSRF") });
    }
  });

  it("answers liveness and readiness", async () => {
    const health = await site.app.inject("/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ success: true });
    const ready = await site.app.inject("/api/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, status: "ready" });
  });

  it("answers unknown API paths with 404 JSON, never the site's HTML", async () => {
    const visitor = new Visitor(site.app);
    for (const response of [await visitor.get("/api/nothing-here"), await visitor.post("/api/nothing-here", {})]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.json()).toEqual({ success: false, code: "not_found", message: "Not found" });
    }
  });

  it("rejects malformed JSON (400), bodies over 100 KB (413) and non-JSON bodies (415)", async () => {
    const visitor = new Visitor(site.app);
    const token = await visitor.csrf();
    const headers = { "x-csrf-token": token, cookie: visitor.cookieHeader() };
    const malformed = await site.app.inject({
      method: "POST",
      url: "/api/csrf-test",
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"test":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, code: "validation", message: "Malformed JSON in request body" });

    const huge = await site.app.inject({
      method: "POST",
      url: "/api/csrf-test",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ test: "x".repeat(101 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);

    const text = await site.app.inject({ method: "POST", url: "/api/csrf-test", headers: { ...headers, "content-type": "text/plain" }, payload: "hello" });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ success: false, code: "unsupported_media_type", message: "Content-Type must be application/json" });
  });

  it("answers a validation failure with 400 and no stack trace", async () => {
    const visitor = new Visitor(site.app);
    const response = await visitor.post("/api/csrf-test", { requestNumber: 500 });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body).sort()).toEqual(["code", "errors", "message", "success"]);
    expect(response.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  });

  it("sends security headers on API and page responses", async () => {
    for (const url of ["/api/health", "/"]) {
      const response = await site.app.inject(url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });
});

describe("readiness without a database", () => {
  it("answers 503 JSON when the database cannot be reached", async () => {
    const site = await startSite("sqlite");
    const { buildApp } = await import("../../server/app");
    const { loadConfig } = await import("../../server/platform/config");
    const { openDatabase } = await import("../../server/platform/database");
    // The key is given: without it the app would first read the shared one from the (unreachable) database.
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: site.dataDir,
      LOG_LEVEL: "silent",
      DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
      SESSION_SECRET: "s".repeat(32),
    });
    const { db, dialect } = openDatabase(config);
    const app = await buildApp({ config, db, dialect, mailer: { send: async () => {}, close: () => {} } });
    const response = await app.inject("/api/ready");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, code: "unavailable", message: "Database unreachable" });
    await app.close();
    await site.close();
  });
});
