import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { startSite, type TestSite } from "./harness";

const ORIGIN = "https://www.stratum.example";
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
];

/** The request target exactly as written: inject and fetch would normalise `/\x` and `//x` first. */
function rawGet(port: number, target: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: target, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Where a browser on the site would go when it follows this Location. */
function staysOnSite(location: string): boolean {
  const followed = new URL(location, `${ORIGIN}/some/page`);
  return followed.origin === ORIGIN && (/^\/[^/\\]/.test(location) || location === "/" || location.startsWith(`${ORIGIN}/`));
}

describe("hostile and malformed URLs", () => {
  let site: TestSite;
  let port: number;
  const log = capturedLog();
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: ORIGIN, LOG_LEVEL: "info" }, log.stream);
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(() => site.close());

  const offSite = [
    "//evil.test/",
    "///evil.test/",
    "//evil.test//",
    "/%2fevil.test/",
    "/%2Fevil.test/",
    "/%2f%2fevil.test/",
    "/%5Cevil.test/",
    "/%5cevil.test/",
    "/%5C%5Cevil.test/",
    "/\\evil.test/",
    "/\\\\evil.test/",
    "/\\/evil.test/",
    "//\\evil.test/",
    "/%2f%5cevil.test/",
    "/%09/evil.test/",
    "//evil.test/about/",
    "//evil.test/?next=/",
    "/%252fevil.test/",
    "/%E3%80%80/evil.test/",
    "http://evil.test//x/",
    "http://site.test//evil.test/",
  ];

  it("never redirects a trailing-slash address off the site, however the slashes are spelled", async () => {
    for (const target of offSite) {
      const response = await rawGet(port, target);
      if (response.status >= 300 && response.status < 400) {
        const location = String(response.headers.location);
        expect(staysOnSite(location), `${target} -> ${location}`).toBe(true);
      }
      const injected = await site.app.inject(target);
      if (injected.statusCode >= 300 && injected.statusCode < 400) {
        const location = String(injected.headers.location);
        expect(staysOnSite(location), `inject ${target} -> ${location}`).toBe(true);
      }
    }
  });

  it("still strips a real trailing slash and keeps the query", async () => {
    const response = await rawGet(port, "/about/?ref=mail");
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/about?ref=mail");
  });

  it("answers a page address that cannot be decoded with the not-found page, 404 and every security header", async () => {
    for (const target of ["/%ff", "/%ff/", "/blog/%c0%af", "/services/%e0%a4%a"]) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toContain("Page Not Found");
      for (const header of SECURITY_HEADERS) expect(response.headers[header], `${target} ${header}`).toBeTruthy();
      expect(response.body).not.toContain("FST_ERR");
      expect(response.body).not.toContain("%ff");
    }
  });

  it("answers an API address that cannot be decoded with the site's own 400 JSON and every security header", async () => {
    for (const target of ["/api/%ff", "/api/user/%ff", "/api/services/%e0%a4%a"]) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ success: false, code: "validation", message: "Malformed URL" });
      for (const header of SECURITY_HEADERS) expect(response.headers[header], `${target} ${header}`).toBeTruthy();
    }
  });

  it("turns CR and LF in a trailing-slash address into an encoded same-site redirect, with no error logged", async () => {
    log.clear();
    for (const target of ["/a%0d%0aSet-Cookie:x=1/", "/%0d%0a/", "/%0aLocation:%20https://evil.test/"]) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(308);
      expect(response.headers["set-cookie"], target).toBeUndefined();
      expect(staysOnSite(String(response.headers.location)), target).toBe(true);
      expect(String(response.headers.location)).not.toMatch(/[\r\n]/);
    }
    await rawGet(port, "/%ff");
    expect(log.text()).not.toContain('"level":50');
    expect(log.text()).not.toContain("stack");
  });
});
