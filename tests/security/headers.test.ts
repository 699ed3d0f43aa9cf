import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type TestSite, Visitor } from "./support";
import { group } from "../../server/platform/regex-group";

const script = readdirSync("build/client/assets").find((f) => f.endsWith(".js"))!;
const stylesheet = readdirSync("build/client/assets").find((f) => f.endsWith(".css"))!;
const REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

/** The directives of a policy, by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );

/** What the Mozilla HTTP Observatory grades, with the values that earn full marks and its bonuses. */
function expectObservatoryHeaders(response: LightMyRequestResponse, label: string, { https }: { https: boolean }) {
  const h = response.headers;
  const csp = directives(String(h["content-security-policy"]));
  expect(csp.get("default-src"), label).toEqual(["'none'"]);
  for (const name of ["script-src", "style-src"]) {
    const sources = csp.get(name) ?? [];
    expect(sources, `${label} ${name}`).toContain("'self'");
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:", "blob:"]) expect(sources, `${label} ${name}`).not.toContain(bad);
  }
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("form-action"), label).toEqual(["'self'"]);
  expect(csp.has("upgrade-insecure-requests"), label).toBe(https);
  expect(h["x-content-type-options"], label).toBe("nosniff");
  expect(h["x-frame-options"], label).toBe("DENY");
  expect(REFERRER_POLICIES, label).toContain(h["referrer-policy"]);
  expect(h["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(h["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(String(h["permissions-policy"]), label).toMatch(/(^|, )camera=\(\)/);
  expect(String(h["permissions-policy"]), label).toMatch(/(^|, )geolocation=\(\)/);
  expect(h["x-powered-by"], label).toBeUndefined();
  expect(h.server, label).toBeUndefined();
  expect(h["access-control-allow-origin"], label).toBeUndefined();
  if (https) expect(h["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
  else expect(h["strict-transport-security"], label).toBeUndefined();
  const type = String(h["content-type"] ?? "");
  if (/^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/.test(type)) expect(type, label).toMatch(/charset=utf-8/i);
  for (const cookie of response.cookies) {
    if (https) {
      expect(cookie.name, label).toMatch(/^__Host-/);
      expect(cookie, label).toMatchObject({ secure: true, path: "/" });
      expect(cookie.domain, label).toBeUndefined();
    }
    expect(cookie.sameSite, label).toBe("Lax");
  }
}

describe.each([
  { scheme: "http", publicUrl: "http://site.test" },
  { scheme: "https", publicUrl: "https://www.stratum.example" },
])("headers under an $scheme PUBLIC_URL", ({ scheme, publicUrl }) => {
  const https = scheme === "https";
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite", { PUBLIC_URL: publicUrl });
  });
  afterAll(() => site.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers: { origin: "https://evil.example", ...headers } });

  it("are on every page, asset, API answer, error and framework answer", async () => {
    const home = await get("/");
    const answers: [string, LightMyRequestResponse][] = [
      ["home page", home],
      ["service page", await get("/services/mep-design")],
      ["reset page", await get("/auth/reset-password")],
      ["app screen", await get("/dashboard")],
      ["not-found page", await get("/no-such-page")],
      ["script", await get(`/assets/${script}`)],
      ["stylesheet", await get(`/assets/${stylesheet}`)],
      ["favicon", await get("/favicon.svg")],
      ["robots", await get("/robots.txt")],
      ["sitemap", await get("/sitemap.xml")],
      ["route data", await get("/about.data")],
      ["csrf token", await get("/api/csrf-token")],
      ["signed-out API", await get("/api/user")],
      ["unknown API", await get("/api/nope")],
      ["health", await get("/api/health")],
      ["undecodable API", await get("/api/%ff")],
      ["undecodable page", await get("/%ff")],
      ["redirect", await get("/about/")],
      ["not modified", await get("/", { "if-none-match": String(home.headers.etag) })],
      ["405", await site.app.inject({ method: "DELETE", url: "/about" })],
    ];
    const visitor = new Visitor(site.app);
    const token = await visitor.csrf();
    const post = (payload: string, type = "application/json") =>
      site.app.inject({
        method: "POST",
        url: "/api/contact",
        payload,
        headers: { "content-type": type, "x-csrf-token": token, cookie: visitor.cookieHeader() },
      });
    answers.push(
      ["malformed JSON", await post("{nope")],
      ["413", await post(JSON.stringify({ message: "x".repeat(200_000) }))],
      [
        "415",
        await site.app.inject({
          method: "POST",
          url: "/api/newsletter",
          payload: "email=x",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": token, cookie: visitor.cookieHeader() },
        }),
      ],
      ["400 validation", await post("{}")],
      ["403 CSRF", await site.app.inject({ method: "POST", url: "/api/contact", payload: "{}", headers: { "content-type": "application/json" } })],
      [
        "login with cookies",
        await visitor.post("/api/register", { username: `hdr_${scheme}`, email: `hdr.${scheme}@example.com`, password: "Granite-Falcon-81" }),
      ],
    );
    const statuses = answers.map(([label, r]) => `${label} ${r.statusCode}`);
    expect(statuses).toEqual(
      expect.arrayContaining([
        "405 405",
        "413 413",
        "415 415",
        "malformed JSON 400",
        "not modified 304",
        "redirect 308",
        "403 CSRF 403",
        "login with cookies 201",
      ]),
    );
    for (const [label, response] of answers) expectObservatoryHeaders(response, label, { https });
    expect(answers.at(-1)![1].cookies.length).toBeGreaterThan(0);
  });

  it("allow each inline script and style of a page by its hash, and nothing else inline", async () => {
    for (const url of ["/", "/contact", "/services/mep-design", "/auth"]) {
      const response = await get(url);
      const csp = directives(String(response.headers["content-security-policy"]));
      const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      const scripts = [...response.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => group(m, 1));
      expect(scripts.length, url).toBeGreaterThan(0);
      for (const text of scripts) expect(csp.get("script-src"), url).toContain(hash(text));
      const attributes = [...response.body.matchAll(/\sstyle="([^"]*)"/g)].map((m) => group(m, 1).replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
      for (const text of attributes) expect(csp.get("style-src"), url).toContain(hash(text));
      expect(csp.get("style-src")!.includes("'unsafe-hashes'"), url).toBe(attributes.length > 0);
      expect(csp.get("script-src")!.filter((s) => s.startsWith("'sha256-")).length, url).toBe(new Set(scripts).size);
    }
  });

  it("let only the 3D viewer's page compile WebAssembly: every other page keeps its policy", async () => {
    const project = "0b6f1c2e-7d4a-4f8e-9c1b-2a3d4e5f6a7b";
    const documentId = "5c9e8d7f-6b5a-4c3d-8e2f-1a0b9c8d7e6f";
    const viewer = await get(`/projects/${project}/documents/${documentId}/model`);
    expect(viewer.statusCode).toBe(200);
    const policy = (response: LightMyRequestResponse) => String(response.headers["content-security-policy"]);
    expect(directives(policy(viewer)).get("script-src")).toContain("'wasm-unsafe-eval'");
    expectObservatoryHeaders(viewer, "3D viewer", { https });
    const others = [
      "/",
      "/contact",
      "/auth",
      "/dashboard",
      `/projects/${project}`,
      `/projects/${project}/documents`,
      `/projects/${project}/documents/${documentId}`,
    ];
    for (const url of others) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(policy(response), url).not.toContain("wasm");
    }
    // The viewer's policy is the signed-in shell's plus that one source, nothing else.
    expect(policy(viewer).replace(" 'wasm-unsafe-eval'", "")).toBe(policy(await get("/dashboard")));
    expect((await get(`/projects/${project}/documents/not-an-id/model`)).statusCode).toBe(404);
    const wasm = await get("/assets/web-ifc-0.0.77/web-ifc.wasm");
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers["content-type"]).toBe("application/wasm");
  });

  it("keep the reset link's token from leaving the reset page", async () => {
    const reset = await get("/auth/reset-password?token=abc&email=a%40example.com");
    expect(reset.headers["referrer-policy"]).toBe("no-referrer");
    expect(reset.body).toContain('<meta name="referrer" content="no-referrer"/>');
    expect((await get("/auth")).headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

describe("the https redirect", () => {
  const sites: TestSite[] = [];
  afterAll(() => Promise.all(sites.map((s) => s.close())));
  const start = async (env: Record<string, string>) => {
    const site = await startSite("sqlite", { PUBLIC_URL: "https://www.stratum.example", ...env });
    sites.push(site);
    return site;
  };

  it("sends a page request a trusted proxy saw over plain http to PUBLIC_URL, and refuses an API call instead of redirecting it", async () => {
    const site = await start({ TRUST_PROXY: "1" });
    const plain = await site.app.inject({ url: "/about?ref=mail", headers: { "x-forwarded-proto": "http" } });
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toBe("https://www.stratum.example/about?ref=mail");
    expect(plain.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    for (const url of ["/api/contact", "/API/contact", "//api/contact"]) {
      const api = await site.app.inject({ method: "POST", url, headers: { "x-forwarded-proto": "http", "content-type": "application/json" }, payload: "{}" });
      expect(api.statusCode, url).toBe(403);
      expect(api.headers.location, url).toBeUndefined();
      expect(api.json(), url).toEqual({ success: false, code: "forbidden", message: "This API is served over HTTPS only." });
    }
    expect((await site.app.inject({ url: "/about", headers: { "x-forwarded-proto": "https" } })).statusCode).toBe(200);
    for (const url of ["/api/health", "/api/ready"])
      expect((await site.app.inject({ url, headers: { "x-forwarded-proto": "http" } })).statusCode, url).toBe(200);
  });

  it("is made over a real connection too, after the page was already answered once from memory", async () => {
    const site = await start({ TRUST_PROXY: "1" });
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    const status = (proto: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path: "/about", headers: { "x-forwarded-proto": proto } }, (response) => {
          response.resume().on("end", () => resolve(response.statusCode));
        })
          .on("error", reject)
          .end();
      });
    expect(await status("https")).toBe(200);
    expect(await status("https")).toBe(200);
    expect(await status("http")).toBe(308);
  });

  it("is not made without a trusted proxy, whose absence would make every request look like http and loop", async () => {
    const site = await start({});
    expect((await site.app.inject({ url: "/about", headers: { "x-forwarded-proto": "http" } })).statusCode).toBe(200);
    expect((await site.app.inject({ url: "/about" })).statusCode).toBe(200);
  });
});
