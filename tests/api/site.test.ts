import { type IncomingHttpHeaders, request } from "node:http";
import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type TestSite } from "./harness";

describe("prerendered site", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: "https://www.stratum.example" });
  });
  afterAll(() => site.close());

  it("serves the home page as HTML with its hero before any script runs", async () => {
    const response = await site.app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Reduce Engineering Costs by Up to");
    expect(response.body).toContain("Get a Free Consultation");
  });

  it("rewrites the canonical origin to PUBLIC_URL at start-up, without a rebuild", async () => {
    const response = await site.app.inject("/about");
    expect(response.body).toContain('<link rel="canonical" href="https://www.stratum.example/about"');
    const sitemap = await site.app.inject("/sitemap.xml");
    expect(sitemap.body).toContain("<loc>https://www.stratum.example/services/bim-services</loc>");
    expect(sitemap.body).not.toContain("localhost");
  });

  it("serves the not-found screen with status 404 for unknown paths", async () => {
    for (const url of ["/no-such-page", "/services/no-such-service", "/blog/no-such-post", "/deep/unknown/path"]) {
      const response = await site.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
    }
    expect((await site.app.inject("/no-such-page")).body).toContain("Page Not Found");
  });

  it("serves the app shell for signed-in screens", async () => {
    for (const url of ["/dashboard", "/projects", "/profile", "/admin", "/admin/users"]) {
      const response = await site.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<script");
    }
  });

  it("redirects menu aliases permanently and strips trailing slashes", async () => {
    const alias = await site.app.inject("/services/bim");
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe("/services/bim-services");
    const slash = await site.app.inject("/about/?x=1");
    expect(slash.statusCode).toBe(308);
    expect(slash.headers.location).toBe("/about?x=1");
  });

  it("compresses pages, caches hashed assets for a year and revalidates pages", async () => {
    const page = await site.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const again = await site.app.inject({ url: "/", headers: { "if-none-match": String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const asset = page.rawPayload.length > 0 && (await site.app.inject("/")).body.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const js = await site.app.inject(String(asset));
    expect(js.statusCode).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("allows the page's own inline scripts by hash and nothing else inline", async () => {
    const response = await site.app.inject("/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(csp.match(/script-src([^;]*)/)?.[1]).not.toContain("unsafe");
  });

  it("answers a page again from memory with the first answer's bytes and headers, security headers included", async () => {
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: url, headers }, (response) => {
          const chunks: Buffer[] = [];
          response
            .on("data", (chunk: Buffer) => chunks.push(chunk))
            .on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        })
          .on("error", reject)
          .end();
      });
    const withoutDate = ({ date: _date, ...rest }: IncomingHttpHeaders) => rest;
    await site.app.pagesCompressed();
    const first = await get("/services/bim-services", { "accept-encoding": "br" });
    const again = await get("/services/bim-services", { "accept-encoding": "br" });
    expect(again.status).toBe(200);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    for (const header of [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "strict-transport-security",
      "permissions-policy",
    ]) {
      expect(again.headers[header], header).toBeTruthy();
    }
    // Another encoding, a trailing slash and an alias still get their own answers.
    expect((await get("/services/bim-services")).headers["content-encoding"]).toBeUndefined();
    expect((await get("/services/bim-services/")).status).toBe(308);
    expect((await get("/services/bim")).status).toBe(301);
  });

  it("keeps the build's compression: untouched files send the build's own bytes, rewritten pages the best level once listening", async () => {
    if (!site.app.server.listening) await site.app.listen({ port: 0, host: "127.0.0.1" });
    await site.app.pagesCompressed();
    const clientDir = path.resolve("build/client/assets");
    const framework = readdirSync(clientDir).find((name) => /^framework-.*\.js$/.test(name))!;
    const asset = await site.app.inject({ url: `/assets/${framework}`, headers: { "accept-encoding": "br" } });
    expect(asset.rawPayload.equals(readFileSync(path.join(clientDir, `${framework}.br`)))).toBe(true);
    const page = await site.app.inject({ url: "/about", headers: { "accept-encoding": "br" } });
    const html = brotliDecompressSync(page.rawPayload);
    expect(html.toString("utf8")).toContain("https://www.stratum.example/about");
    const best = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    expect(page.rawPayload.length).toBe(best.length);
    const gzipped = await site.app.inject({ url: "/about", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gzipped.rawPayload).equals(html)).toBe(true);
  });
});

describe("one build served by two instances", () => {
  it("tags and guards each file the same on both, whichever encoding each was first asked for in", async () => {
    const builtFor = (JSON.parse(readFileSync("build/site.json", "utf8")) as { publicUrl: string }).publicUrl;
    const first = await startSite("sqlite", { PUBLIC_URL: builtFor });
    const second = await startSite("sqlite", { PUBLIC_URL: builtFor });
    try {
      for (const url of ["/", "/about", "/sitemap.xml", "/images/og-default.png"]) {
        const compressed = await first.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
        const plain = await second.app.inject({ url, headers: { "accept-encoding": "identity" } });
        expect([compressed.statusCode, plain.statusCode], url).toEqual([200, 200]);
        expect(plain.headers.etag, url).toBe(compressed.headers.etag);
        expect(plain.headers["content-security-policy"], url).toBe(compressed.headers["content-security-policy"]);
        const bytes = compressed.headers["content-encoding"] === "br" ? brotliDecompressSync(compressed.rawPayload) : compressed.rawPayload;
        expect(bytes.equals(plain.rawPayload), url).toBe(true);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
