import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

const SAME_ANSWER = { success: true, message: "If an account exists for that email, we have sent a password reset link." };
const INVALID = { success: false, code: "validation", message: "This reset link is invalid or has expired. Please request a new one." };

describe.each(dialects)("password reset on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  let n = 0;
  async function account() {
    n += 1;
    const person = {
      username: `reset_${n}_${Date.now().toString(36)}`,
      email: `Reset.${n}.${Date.now().toString(36)}@Example.com`,
      password: "Granite-Falcon-81",
    };
    const visitor = new Visitor(site.app, `198.51.100.${n}`);
    expect((await visitor.post("/api/register", person)).statusCode).toBe(201);
    return { person, visitor };
  }

  const linkIn = (text: string) => text.match(/http:\/\/site\.test\/auth\/reset-password\?\S+/)![0];

  async function requestLink(email: string, ip = "192.0.2.50") {
    // An earlier test's "password was changed" notice may still be queued; send it first so the count is this request's.
    await site.drain();
    const before = site.mails.length;
    const response = await new Visitor(site.app, ip).post("/api/auth/request-reset", { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    expect(site.mails.length).toBe(before);
    await site.drain();
    expect(site.mails.length).toBe(before + 1);
    const mail = site.mails.at(-1)!;
    const link = new URL(linkIn(mail.text));
    return { mail, link, token: link.searchParams.get("token")! };
  }

  it("validates both calls with the spec's messages", async () => {
    const visitor = new Visitor(site.app);
    const request = await visitor.post("/api/auth/request-reset", { email: "nope" });
    expect(request.statusCode).toBe(400);
    expect(request.json()).toMatchObject({ message: "Please enter a valid email address", errors: { email: "Please enter a valid email address" } });
    const reset = await visitor.post("/api/auth/reset-password", { password: "short", confirmPassword: "other", token: "t", email: "a@example.com" });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().errors).toMatchObject({
      password: "Password must be at least 8 characters",
      confirmPassword: "Password must be at least 8 characters",
    });
    const mismatch = await visitor.post("/api/auth/reset-password", {
      password: "Copper-Meadow-55",
      confirmPassword: "Copper-Meadow-56",
      token: "t",
      email: "a@example.com",
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("answers identically for an unknown email and sends no mail", async () => {
    const before = site.mails.length;
    const response = await new Visitor(site.app).post("/api/auth/request-reset", { email: "nobody@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    await site.drain();
    expect(site.mails.length).toBe(before);
  });

  it("mails a one-hour link to PUBLIC_URL/auth/reset-password, usable once, that ends every session", async () => {
    const { person, visitor } = await account();
    const { mail, link, token } = await requestLink(person.email.toLowerCase());
    expect(mail.to).toBe(person.email);
    expect(`${link.origin}${link.pathname}`).toBe("http://site.test/auth/reset-password");
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get("email")).toBe(person.email);
    expect(mail.subject).toContain("Stratum BIM & Engineering");
    expect(mail.html).toContain(link.href.replaceAll("&", "&amp;"));
    expect(mail.html).toContain("Reset your password");
    const stored = await site.db.selectFrom("password_resets").selectAll().execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const row = stored.find((r) => r.expires_at > new Date().toISOString())!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60 * 1000);

    const body = { password: "Copper-Meadow-55", confirmPassword: "Copper-Meadow-55", token, email: person.email };
    const common = await new Visitor(site.app).post("/api/auth/reset-password", { ...body, password: "iloveyou1", confirmPassword: "iloveyou1" });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe("This password is too common. Please choose a less predictable one.");
    const ok = await new Visitor(site.app).post("/api/auth/reset-password", body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    const again = await new Visitor(site.app).post("/api/auth/reset-password", { ...body, password: "Another-Harbor-9", confirmPassword: "Another-Harbor-9" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    const login = await new Visitor(site.app).post("/api/login", { username: person.username, password: "Copper-Meadow-55" });
    expect(login.statusCode).toBe(200);
  });

  it("voids an older link when a newer one is requested, and refuses an expired or mismatched one", async () => {
    const { person } = await account();
    const older = await requestLink(person.email, "192.0.2.60");
    const newer = await requestLink(person.email, "192.0.2.61");
    const body = (token: string, email = person.email) => ({ password: "Copper-Meadow-55", confirmPassword: "Copper-Meadow-55", token, email });
    const voided = await new Visitor(site.app).post("/api/auth/reset-password", body(older.token));
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual(INVALID);
    const wrongEmail = await new Visitor(site.app).post("/api/auth/reset-password", body(newer.token, "someone.else@example.com"));
    expect(wrongEmail.json()).toEqual(INVALID);

    await site.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await new Visitor(site.app).post("/api/auth/reset-password", body(newer.token));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID);
  });
});

describe.each(dialects)("rate limits and https cookies on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    // Budgets × 0.2: login 2 per account and 6 per IP, registration 2 per IP, reset requests 1 per IP.
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "0.2", PUBLIC_URL: "https://site.test" });
  });
  afterAll(() => site.close());

  const expect429 = (response: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }, text: RegExp) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(response.json()).toMatchObject({ success: false, code: "rate_limited", message: expect.stringMatching(text) });
  };

  it("marks the session cookie Secure and __Host- prefixed when PUBLIC_URL is https", async () => {
    const visitor = new Visitor(site.app, "192.0.2.1");
    const response = await visitor.post("/api/register", { username: "secure_one", email: "secure.one@example.com", password: "Granite-Falcon-81" });
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((c) => c.name === "__Host-sid");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.domain).toBeUndefined();
  });

  it("limits registrations per IP", async () => {
    const visitor = new Visitor(site.app, "192.0.2.2");
    // Invalid attempts count too, and cost no hashing.
    expect((await visitor.post("/api/register", { username: "x" })).statusCode).toBe(400);
    expect((await visitor.post("/api/register", { username: "x" })).statusCode).toBe(400);
    expect429(await visitor.post("/api/register", { username: "x" }), /^Too many registration attempts\. Please try again in (?:\d+ minutes?|1 hour)\.$/);
    expect((await new Visitor(site.app, "192.0.2.3").post("/api/register", { username: "x" })).statusCode).toBe(400);
  });

  it("limits failed logins per account and address, and per account only for addresses that failed", async () => {
    // Factor 0.2: 1 failure per account and address, 4 per account; tests/api/account-login-limits.test.ts has the full budgets.
    const attempt = (ip: string) => new Visitor(site.app, ip).post("/api/login", { username: "target_account", password: "Wrong-Password-1" });
    expect((await attempt("192.0.2.10")).statusCode).toBe(401);
    expect429(await attempt("192.0.2.10"), /^Too many login attempts/);
    expect((await attempt("192.0.2.11")).statusCode).toBe(401);
  });

  it("limits login attempts per IP, across accounts", async () => {
    const visitor = new Visitor(site.app, "192.0.2.20");
    for (let i = 0; i < 6; i++) expect((await visitor.post("/api/login", { username: "ab", password: "1" })).statusCode).toBe(400);
    expect429(await visitor.post("/api/login", { username: "ab", password: "1" }), /^Too many login attempts/);
  });

  it("limits password reset requests per IP", async () => {
    const visitor = new Visitor(site.app, "192.0.2.30");
    expect((await visitor.post("/api/auth/request-reset", { email: "who@example.com" })).statusCode).toBe(200);
    expect429(await visitor.post("/api/auth/request-reset", { email: "who@example.com" }), /^Too many password reset requests/);
  });
});
