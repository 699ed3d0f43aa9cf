import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === "sid");
let serial = 0;
let ipSerial = 0;
/** Each visitor its own address, so the per-IP registration budget does not get in the way. */
const ip = () => `203.0.113.${(ipSerial += 1)}`;
const fresh = () => {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { username: `user_${id}`, email: `user.${id}@example.com`, password: "Granite-Falcon-81" };
};

describe.each(dialects)("accounts on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  async function registered(visitor = new Visitor(site.app, ip())) {
    const person = fresh();
    const response = await visitor.post("/api/register", person);
    expect(response.statusCode).toBe(201);
    return { visitor, person };
  }

  it("answers 401 to a signed-out visitor on every account call", async () => {
    const visitor = new Visitor(site.app, ip());
    const user = await visitor.get("/api/user");
    expect(user.statusCode).toBe(401);
    expect(user.headers["cache-control"]).toBe("no-store");
    expect(user.json()).toEqual({ success: false, code: "unauthorized", message: "Unauthorized: Please log in" });
    expect((await visitor.put("/api/user/profile", { email: "a@example.com" })).statusCode).toBe(401);
    expect((await visitor.put("/api/user/password", { currentPassword: "x", newPassword: "y", confirmPassword: "y" })).statusCode).toBe(401);
  });

  it("validates registration with the spec's messages", async () => {
    const visitor = new Visitor(site.app, ip());
    const cases: [unknown, string, string][] = [
      [{ username: "ab", email: "a@example.com", password: "secret12" }, "username", "Username must be at least 3 characters"],
      [{ username: "abc", email: "not-an-email", password: "secret12" }, "email", "Please enter a valid email address"],
      [{ username: "abc", email: "a@example.com", password: "12345" }, "password", "Password must be at least 8 characters"],
      [{ username: "abc", email: "a@example.com", password: "x".repeat(129) }, "password", "Password must be at most 128 characters"],
      [{ username: "abc", email: "a@example.com" }, "password", "Password must be at least 8 characters"],
      [
        { username: "a b<c>", email: "a@example.com", password: "secret12" },
        "username",
        "Username may only contain letters, numbers, dots, hyphens and underscores",
      ],
      [{ username: "abcdef", email: "a@example.com", password: "qwerty123" }, "password", "This password is too common. Please choose a less predictable one."],
      [{ username: "abcdef", email: "a@example.com", password: "PASSWORD1" }, "password", "This password is too common. Please choose a less predictable one."],
    ];
    for (const [body, field, message] of cases) {
      const response = await visitor.post("/api/register", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation", message, errors: { [field]: message } });
    }
  });

  it("registers, signs the visitor in with a browser-session cookie, and shows nothing secret", async () => {
    const visitor = new Visitor(site.app, ip());
    const person = fresh();
    const response = await visitor.post("/api/register", { ...person, confirmPassword: person.password });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: "Registration successful",
      user: { username: person.username, email: person.email, role: "user" },
    });
    const cookie = sessionCookie(response)!;
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeFalsy();

    const me = await visitor.get("/api/user");
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    const body = me.json();
    expect(Object.keys(body.user).sort()).toEqual(["email", "fullName", "lastLogin", "role", "username"]);
    expect(body.user.lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(me.body).not.toMatch(/scrypt|password|hash|"id"/i);
    // Only the sha256 of the token is stored.
    const rows = await site.db.selectFrom("sessions").select("id").execute();
    expect(rows.map((r) => r.id)).not.toContain(cookie.value);
  });

  it("refuses a taken username or email, whatever the letter case", async () => {
    const { person } = await registered();
    const other = new Visitor(site.app, ip());
    const byName = await other.post("/api/register", { ...fresh(), username: person.username.toUpperCase() });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ message: "Username already exists", errors: { username: "Username already exists" } });
    const byEmail = await other.post("/api/register", { ...fresh(), email: person.email.toUpperCase() });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ message: "Email already registered", errors: { email: "Email already registered" } });
  });

  it("validates login and says the same thing for an unknown user and a wrong password", async () => {
    const { person } = await registered();
    const visitor = new Visitor(site.app, "203.0.113.21");
    const short = await visitor.post("/api/login", { username: "ab", password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ username: "Username must be at least 3 characters", password: "Password must be at least 6 characters" });
    const long = await visitor.post("/api/login", { username: person.username, password: "y".repeat(129) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.password).toBe("Password must be at most 128 characters");

    const unknown = await visitor.post("/api/login", { username: "nobody_here", password: "Granite-Falcon-81" });
    const wrong = await visitor.post("/api/login", { username: person.username, password: "Wrong-Password-1" });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ success: false, code: "unauthorized", message: "Invalid username or password" });
    expect(wrong.json()).toEqual(unknown.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it("gives remember-me a 30-day cookie, a new token at every login, and ends the session at logout", async () => {
    const { person } = await registered();
    const visitor = new Visitor(site.app, ip());
    const first = await visitor.post("/api/login", { username: person.username, password: person.password, rememberMe: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: "Login successful", user: { username: person.username } });
    const persistent = sessionCookie(first)!;
    expect(persistent.maxAge).toBe(30 * 24 * 60 * 60);
    expect(persistent).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const stored = await site.db.selectFrom("sessions").select("expires_at").where("persistent", "=", 1).execute();
    expect(stored.some((s) => Date.parse(s.expires_at) > Date.now() + 29 * 86_400_000)).toBe(true);

    const second = await visitor.post("/api/login", { username: person.username, password: person.password });
    const browserOnly = sessionCookie(second)!;
    expect(browserOnly.value).not.toBe(persistent.value);
    expect(browserOnly.maxAge).toBeUndefined();
    // The token replaced at the second login no longer works.
    const replay = new Visitor(site.app, ip());
    replay.setCookie("sid", persistent.value);
    expect((await replay.get("/api/user")).statusCode).toBe(401);

    const stolen = browserOnly.value;
    const logout = await visitor.post("/api/logout");
    expect(logout.json()).toEqual({ success: true, message: "Logout successful" });
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    const again = new Visitor(site.app, ip());
    again.setCookie("sid", stolen);
    expect((await again.get("/api/user")).statusCode).toBe(401);
  });

  it("expires a session on the server even if the browser keeps the cookie", async () => {
    const { visitor } = await registered();
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    await site.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("persistent", "=", 0)
      .execute();
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
  });

  it("updates the profile with validation, and refuses another user's email", async () => {
    const { visitor, person } = await registered();
    const { person: other } = await registered();
    const bad = await visitor.put("/api/user/profile", { fullName: "A", email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ fullName: "Full name must be at least 2 characters", email: "Please enter a valid email address" });
    const taken = await visitor.put("/api/user/profile", { fullName: "Asha Rao", email: other.email, currentPassword: person.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Email already registered");
    const ok = await visitor.put("/api/user/profile", { fullName: "Asha Rao", email: person.email });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { fullName: "Asha Rao", email: person.email } });
    expect((await visitor.get("/api/user")).json().user).toMatchObject({ fullName: "Asha Rao", email: person.email });
    const cleared = await visitor.put("/api/user/profile", { fullName: "", email: person.email });
    expect(cleared.json().user.fullName).toBeNull();
  });

  it("changes the password with validation and ends every other session", async () => {
    const { visitor, person } = await registered();
    const laptop = new Visitor(site.app, ip());
    expect((await laptop.post("/api/login", { username: person.username, password: person.password })).statusCode).toBe(200);

    const invalid = await visitor.put("/api/user/password", { currentPassword: "12345", newPassword: "short", confirmPassword: "other" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      currentPassword: "Password must be at least 6 characters",
      newPassword: "New password must be at least 8 characters",
      confirmPassword: "Passwords don't match",
    });
    const wrong = await visitor.put("/api/user/password", {
      currentPassword: "Not-My-Password",
      newPassword: "Copper-Meadow-55",
      confirmPassword: "Copper-Meadow-55",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: "Current password is incorrect", errors: { currentPassword: "Current password is incorrect" } });
    const common = await visitor.put("/api/user/password", { currentPassword: person.password, newPassword: "password123", confirmPassword: "password123" });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.newPassword).toBe("This password is too common. Please choose a less predictable one.");

    const ok = await visitor.put("/api/user/password", {
      currentPassword: person.password,
      newPassword: "Copper-Meadow-55",
      confirmPassword: "Copper-Meadow-55",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: "Password updated successfully" });
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    expect((await laptop.get("/api/user")).statusCode).toBe(401);
    const oldPassword = await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password: person.password });
    expect(oldPassword.statusCode).toBe(401);
  });
});
