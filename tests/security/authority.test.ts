import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, makeUser, nextIp, rawJson, registered, signedInVisitor, startSite, type TestSite, dialects, Visitor } from "./support";
import { rawRequest } from "../api/support/raw-http";

const FORGED_HEADERS: Record<string, string>[] = [
  { "x-role": "admin" },
  { "x-user-role": "admin" },
  { "x-admin": "true" },
  { "x-is-admin": "1" },
  { "x-forwarded-user": "admin" },
  { "x-remote-user": "admin" },
  { authorization: "Bearer admin" },
  { "x-original-url": "/api/health" },
  { "x-rewrite-url": "/api/health" },
];
const FORGED_COOKIES = ["role=admin", "isAdmin=true", "admin=1", "user_role=admin", "signed_in=1"];
const FORGED_QUERIES = ["?admin=true", "?role=admin", "?isAdmin=1", "?debug=1", "?as=admin"];

describe.each(dialects)("claims of authority on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
  });
  afterAll(() => site.close());

  const adminData = async (visitor: Visitor | null, extra: { headers?: Record<string, string>; cookie?: string; query?: string }) => {
    const cookie = [visitor?.cookieHeader(), extra.cookie].filter(Boolean).join("; ");
    return site.app.inject({ method: "GET", url: `/api/admin/users${extra.query ?? ""}`, remoteAddress: nextIp(), headers: { ...extra.headers, cookie } });
  };

  it("grants nothing to forged role headers, cookies or query flags, signed out or as a user", async () => {
    const { visitor } = await signedInVisitor(site);
    for (const who of [null, visitor]) {
      const expected = who ? 403 : 401;
      for (const headers of FORGED_HEADERS) expect((await adminData(who, { headers })).statusCode, JSON.stringify(headers)).toBe(expected);
      for (const cookie of FORGED_COOKIES) expect((await adminData(who, { cookie })).statusCode, cookie).toBe(expected);
      for (const query of FORGED_QUERIES) expect((await adminData(who, { query })).statusCode, query).toBe(expected);
    }
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    expect((await adminData(admin, {})).statusCode).toBe(200);
  });

  it("refuses prototype keys in any JSON body with 400, and changes nothing", async () => {
    const name = `proto_${Date.now().toString(36)}`;
    const visitor = new Visitor(site.app, nextIp());
    for (const poison of ['"__proto__":{"role":"admin"}', '"constructor":{"prototype":{"role":"admin"}}', '"a":{"__proto__":{"isAdmin":true}}']) {
      const body = `{"username":"${name}","email":"${name}@example.com","password":"Granite-Falcon-81",${poison}}`;
      const response = await rawJson(site, visitor, "POST", "/api/register", body, nextIp());
      expect(response.statusCode, poison).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation", message: "Malformed JSON in request body" });
    }
    expect(await site.db.selectFrom("users").select("id").where("username", "=", name).executeTakeFirst()).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("ignores role, admin flags and ids sent to register", async () => {
    const name = `massreg_${Date.now().toString(36)}`;
    const visitor = new Visitor(site.app, nextIp());
    const response = await visitor.post("/api/register", {
      username: name,
      email: `${name}@example.com`,
      password: "Granite-Falcon-81",
      role: "admin",
      isAdmin: true,
      is_admin: 1,
      id: "00000000-0000-0000-0000-000000000000",
      disabled_at: "2020-01-01T00:00:00.000Z",
      password_hash: "x",
      fullName: "Set By Attacker",
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await site.db.selectFrom("users").selectAll().where("username", "=", name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "user", disabled_at: null });
    expect(row.id).not.toBe("00000000-0000-0000-0000-000000000000");
    expect(row.password_hash).not.toBe("x");
    expect((await visitor.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("ignores role, username and id sent with a profile update", async () => {
    const { visitor, person } = await registered(site);
    const response = await visitor.put("/api/user/profile", {
      fullName: "Ada Lovelace",
      email: person.email,
      role: "admin",
      username: "root",
      isAdmin: true,
      id: "x",
    });
    expect(response.statusCode, response.body).toBe(200);
    const me = (await visitor.get("/api/user")).json().user;
    expect(me).toMatchObject({ username: person.username, role: "user", fullName: "Ada Lovelace" });
    expect((await visitor.get("/api/admin/users")).statusCode).toBe(403);
  });

  it("ignores status, owner and spam flags sent with a lead, and role keys sent to the admin's user form", async () => {
    const email = `mass.lead.${Date.now().toString(36)}@example.com`;
    const other = await makeUser(site);
    const visitor = new Visitor(site.app, nextIp());
    const response = await visitor.post("/api/contact", {
      name: "Tom Walker",
      email,
      subject: "Retail park",
      message: "Looking for LOD 350 models, thanks.",
      status: "won",
      user_id: other.id,
      userId: other.id,
      spam: false,
      spam_reason: null,
      id: "fixed-id",
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await site.db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "new", user_id: null });
    expect(stored.id).not.toBe("fixed-id");

    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const name = `massadm_${Date.now().toString(36)}`;
    const created = await admin.post("/api/admin/users", {
      username: name,
      email: `${name}@example.com`,
      role: "user",
      disabled_at: "2020-01-01",
      disabled: true,
      password_hash: "known",
      isAdmin: true,
    });
    expect([200, 201]).toContain(created.statusCode);
    const row = await site.db.selectFrom("users").selectAll().where("username", "=", name).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: "user", disabled_at: null });
    expect(row.password_hash).not.toBe("known");
  });
});

describe("other spellings of the admin paths", () => {
  let site: TestSite;
  let port: number;
  beforeAll(async () => {
    site = await startSite("sqlite");
    port = await listening(site);
  });
  afterAll(() => site.close());

  const spellings = [
    "/API/admin/users",
    "/Api/Admin/Users",
    "/api//admin/users",
    "//api/admin/users",
    "/api/admin//users",
    "/api/admin/users/",
    "/api/%61dmin/users",
    "/%61pi/admin/users",
    "/api/admin%2fusers",
    "/api/admin%2Fusers",
    "/api%2fadmin%2fusers",
    "/api/x/%2e%2e/admin/users",
    "/api/x/../admin/users",
    "/api/./admin/users",
    "/api/%2e/admin/users",
    "/api/admin/users%00",
    "/api/admin/users;x",
    "/api/admin/users.json",
    "/api/admin/users%20",
    "/api/admin/users?",
    "/api/admin/users#x",
    "/api/admin/users/export.csv",
    "/api\\admin\\users",
    "/api/admin/./users",
    "/api/admin/users/%2e%2e/users",
  ];

  it("never answer data without an admin session", async () => {
    const { visitor } = await signedInVisitor(site);
    const secret = await makeUser(site);
    for (const target of spellings) {
      for (const cookie of ["", visitor.cookieHeader()]) {
        const response = await rawRequest(port, `GET ${target} HTTP/1.1${cookie ? `\r\nCookie: ${cookie}` : ""}`);
        expect(response.text, target).not.toContain(secret.email);
        expect(response.status === 200 && response.text.includes('"users"'), `${target} answered user data`).toBe(false);
      }
    }
  });
});
