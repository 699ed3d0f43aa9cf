import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { apiErrorSchema } from "../../contract/api";
import { setRole } from "../../server/accounts/users";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/platform/config";
import { migrate, openDatabase } from "../../server/platform/database";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { enrolTwoFactor } from "./support/factories";
import { rawRequest } from "./support/raw-http";

let serial = 0;
async function member(site: Pick<TestSite, "app" | "db">, role: "user" | "admin" = "user") {
  serial += 1;
  const visitor = new Visitor(site.app, `192.0.2.${serial}`);
  const person = {
    username: `guard_${serial}_${Date.now().toString(36)}`,
    email: `guard.${serial}.${Date.now().toString(36)}@example.com`,
    password: "Granite-Falcon-81",
  };
  expect((await visitor.post("/api/register", person)).statusCode).toBe(201);
  const row = await site.db.selectFrom("users").select("id").where("username", "=", person.username).executeTakeFirstOrThrow();
  if (role === "admin") await setRole(site.db, row.id, "admin");
  return { visitor, person, id: row.id };
}

describe.each(dialects)("declared guards on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("ends a disabled user's session and refuses their sign-in with its own code", async () => {
    const { visitor, person, id } = await member(site);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    await site.db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("id", "=", id).execute();
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    const login = await new Visitor(site.app, "192.0.2.250").post("/api/login", { username: person.username, password: person.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ success: false, code: "account_disabled" });
    const wrong = await new Visitor(site.app, "192.0.2.251").post("/api/login", { username: person.username, password: "Wrong-Password-1" });
    expect(wrong.json()).toMatchObject({ code: "unauthorized", message: "Invalid username or password" });
  });
});

describe("an /api/admin route", () => {
  it("without a declared policy stops start-up, naming the route", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "admin-guard-")), LOG_LEVEL: "silent" });
    const { db, dialect } = openDatabase(config);
    await migrate(db);
    const app = await buildApp({ config, db, dialect, mailer: { send: async () => {}, close: () => {} } });
    expect(() => app.get("/api/admin/forgotten", async () => ({ success: true }))).toThrow("GET /api/admin/forgotten declares no access policy");
    await app.close();
  });

  it("declaring only a policy, no guard code, answers 401 signed out, 403 to a user and 200 to an admin, whatever the caller claims", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "admin-guard-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { db, dialect } = openDatabase(config);
    await migrate(db);
    const app = await buildApp({ config, db, dialect, mailer: { send: async () => {}, close: () => {} } });
    app.get("/api/admin/probe", { config: { policy: "users.manage" } }, async () => ({ success: true, secret: "admins only" }));
    app.post("/api/admin/probe", { config: { policy: "users.manage" } }, async () => ({ success: true }));
    await app.ready();
    const user = await member({ app, db });
    const admin = await member({ app, db }, "admin");
    const cookieOf = async (person: { username: string; password: string }) => {
      const visitor = new Visitor(app, "192.0.2.99");
      expect((await visitor.post("/api/login", person)).statusCode).toBe(200);
      return visitor;
    };
    const anonymous = new Visitor(app, "192.0.2.98");
    const forged = { "x-role": "admin", "x-user-role": "admin", "x-forwarded-user": admin.person.username };
    const asAnonymous = await app.inject({ url: "/api/admin/probe?role=admin&admin=true", headers: forged });
    expect(asAnonymous.statusCode).toBe(401);
    expect(asAnonymous.json()).toMatchObject({ code: "unauthorized" });
    expect((await anonymous.post("/api/admin/probe", { role: "admin" })).statusCode).toBe(401);
    const asUser = await cookieOf(user.person);
    const userProbe = await app.inject({ url: "/api/admin/probe?role=admin", headers: { ...forged, cookie: asUser.cookieHeader() } });
    expect(userProbe.statusCode).toBe(403);
    expect(userProbe.json()).toMatchObject({ code: "forbidden", message: "You do not have admin privileges." });
    expect((await asUser.post("/api/admin/probe", { role: "admin", __proto__: { role: "admin" } })).statusCode).toBe(403);
    const asAdmin = await cookieOf(admin.person);
    // The password alone opens nothing admin until two-step sign-in is set up.
    const unenrolled = await asAdmin.get("/api/admin/probe");
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.json()).toMatchObject({ code: "two_factor_setup_required" });
    await enrolTwoFactor(asAdmin);
    expect((await asAdmin.get("/api/admin/probe")).json()).toMatchObject({ secret: "admins only" });
    await app.close();
  });
});

describe("route schemas", () => {
  it("drop a field the handler returns but the response schema does not declare", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "leaky-")), LOG_LEVEL: "silent" });
    const { db, dialect } = openDatabase(config);
    const app = await buildApp({ config, db, dialect, mailer: { send: async () => {}, close: () => {} } });
    app.get("/api/leaky", { schema: { response: { 200: z.object({ username: z.string() }) } } }, async () => ({ username: "jo", password_hash: "scrypt$..." }));
    await app.ready();
    const response = await app.inject("/api/leaky");
    expect(response.json()).toEqual({ username: "jo" });
    await app.close();
  });
});

describe("CSRF on every spelling of a path", () => {
  it("refuses a state-changing call without a token however the path is written", async () => {
    const site = await startSite("sqlite");
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    const json = "Content-Type: application/json";
    const spellings = [
      "POST /api/logout HTTP/1.1",
      "POST //api/logout HTTP/1.1",
      "POST ///api/logout HTTP/1.1",
      "POST /%61pi/logout HTTP/1.1",
      "POST /api/%6cogout HTTP/1.1",
      `POST http://127.0.0.1:${port}/api/logout HTTP/1.1`,
      `POST http://127.0.0.1:${port}//api/logout HTTP/1.1`,
      "PUT //api/user/profile HTTP/1.1",
      "PUT /%61pi/user/profile HTTP/1.1",
      "POST /api//csrf-test HTTP/1.1",
      "POST /API/logout HTTP/1.1",
    ];
    for (const line of spellings) {
      const { status, text } = await rawRequest(port, `${line}\r\n${json}`, "{}");
      expect([403, 404, 405], line).toContain(status);
      if (status === 403) expect(text, line).toContain("csrf_invalid");
    }
    // The spellings the router resolves to a handler are exactly the ones that must be refused, never passed.
    for (const line of spellings.slice(0, 10)) expect((await rawRequest(port, `${line}\r\n${json}`, "{}")).status, line).toBe(403);
    await site.close();
  });
});

describe("error bodies", () => {
  it("carry a machine code on every kind of failure", async () => {
    const site = await startSite("sqlite");
    const visitor = new Visitor(site.app, "192.0.2.77");
    const token = await visitor.csrf();
    const headers = { cookie: visitor.cookieHeader(), "x-csrf-token": token, "content-type": "application/json" };
    const answers = [
      [await site.app.inject("/api/nowhere"), "not_found"],
      [await site.app.inject({ method: "PATCH", url: "/api/user", headers }), "not_found"],
      [await site.app.inject("/api/user"), "unauthorized"],
      [await site.app.inject({ method: "POST", url: "/api/logout" }), "csrf_invalid"],
      [await site.app.inject({ method: "POST", url: "/api/login", headers, payload: "{" }), "validation"],
      [await site.app.inject({ method: "POST", url: "/api/login", headers, payload: { username: "x" } }), "validation"],
      [
        await site.app.inject({ method: "POST", url: "/api/login", headers: { ...headers, "content-type": "text/csv" }, payload: "a,b" }),
        "unsupported_media_type",
      ],
      [await site.app.inject({ method: "POST", url: "/api/login", headers, payload: JSON.stringify({ username: "x".repeat(200_000) }) }), "too_large"],
      [await site.app.inject("/api/services?limit=0"), "validation"],
    ] as const;
    for (const [response, code] of answers) {
      const body = apiErrorSchema.parse(response.json());
      expect(body.code, response.body).toBe(code);
    }
    await site.close();
  });
});

describe("test factories", () => {
  it("make users and sessions the guards accept, and disabled ones they refuse", async () => {
    const { signedInVisitor } = await import("./support/factories");
    const site = await startSite("sqlite");
    const admin = await signedInVisitor(site, { role: "admin" });
    expect((await admin.visitor.get("/api/user")).json().user).toMatchObject({ role: "admin", username: admin.user.username });
    const disabled = await signedInVisitor(site, { disabled: true });
    expect((await disabled.visitor.get("/api/user")).statusCode).toBe(401);
    await site.close();
  });
});

describe("calls from another site", () => {
  it("are refused with a valid token when the browser says they come from elsewhere", async () => {
    const site = await startSite("sqlite");
    const visitor = new Visitor(site.app, "192.0.2.66");
    expect((await visitor.post("/api/csrf-test", { test: true }, { origin: "http://site.test" })).statusCode).toBe(200);
    expect((await visitor.post("/api/csrf-test", { test: true }, { "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.test" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: "http://site.test.evil.test" },
    ];
    for (const headers of foreign) {
      const response = await visitor.post("/api/csrf-test", { test: true }, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ code: "forbidden", message: "Requests from other sites are not accepted." });
    }
    // Nothing is echoed back that would let another origin read an answer.
    const preflight = await site.app.inject({
      method: "OPTIONS",
      url: "/api/user",
      headers: { origin: "https://evil.test", "access-control-request-method": "PUT" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.headers["access-control-allow-credentials"]).toBeUndefined();
    await site.close();
  });
});

describe("the client address behind a proxy", () => {
  it("is the socket's unless TRUST_PROXY names the proxy, so a forged X-Forwarded-For cannot dodge per-IP limits", async () => {
    const probe = async (env: Record<string, string>) => {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "proxy-")), LOG_LEVEL: "silent", ...env });
      const { db, dialect } = openDatabase(config);
      const app = await buildApp({ config, db, dialect, mailer: { send: async () => {}, close: () => {} } });
      app.get("/api/ip-probe", async (request) => ({ ip: request.ip }));
      const answer = await app.inject({ url: "/api/ip-probe", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.7, 198.51.100.1" } });
      await app.close();
      return answer.json().ip;
    };
    expect(await probe({})).toBe("127.0.0.1");
    expect(await probe({ TRUST_PROXY: "1" })).toBe("198.51.100.1");
    expect(await probe({ TRUST_PROXY: "127.0.0.1" })).toBe("198.51.100.1");
    expect(await probe({ TRUST_PROXY: "10.9.9.9" })).toBe("127.0.0.1");
  });
});
