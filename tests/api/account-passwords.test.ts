import { randomBytes, scryptSync } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapAdmin } from "../../server/accounts/admin-bootstrap";
import { hashPassword, verifyPassword } from "../../server/accounts/passwords/passwords";
import { createUser } from "../../server/accounts/users";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";

const WEAK = "This password is too easy to guess. Add another word or two, or make it longer.";
const PERSONAL = "This password is too easy to guess: it contains your username, your email or our firm's name.";
const SHORT = "Password must be at least 8 characters";
const quiet = pino({ level: "silent" });
let serial = 0;
const ip = () => `192.0.2.${100 + (serial += 1)}`;
const fresh = () => {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { username: `harbour_${id}`, email: `lantern.${id}@example.com` };
};

describe.each(dialects)("new-password rules on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { PUBLIC_URL: "http://site.test" });
  });
  afterAll(() => site.close());

  it("refuses a registration password under 8 characters on the server, next to the field, though the form allows 6", async () => {
    const response = await new Visitor(site.app, ip()).post("/api/register", { ...fresh(), password: "Qz7#kP2" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SHORT, errors: { password: SHORT } });
  });

  it("refuses guessable registration passwords the common list let through, and the visitor's own words", async () => {
    const person = fresh();
    const cases: [string, string][] = [
      ["Password1!", WEAK],
      ["Summer2024", WEAK],
      [`${person.username}!`, PERSONAL],
      [`${person.email.split("@")[0]}1`, PERSONAL],
      ["Stratum2024!", PERSONAL],
    ];
    for (const [password, message] of cases) {
      const response = await new Visitor(site.app, ip()).post("/api/register", { ...person, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json(), password).toMatchObject({ code: "validation", message, errors: { password: message } });
    }
    expect((await new Visitor(site.app, ip()).post("/api/register", { ...person, password: "Granite-Falcon-81" })).statusCode).toBe(201);
  });

  it("refuses a weak new password on change and on reset, next to the field", async () => {
    const user = await makeUser(site);
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(200);
    const change = await visitor.put("/api/user/password", { currentPassword: user.password, newPassword: "Summer2024", confirmPassword: "Summer2024" });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toMatchObject({ errors: { newPassword: WEAK } });
    const own = await visitor.put("/api/user/password", {
      currentPassword: user.password,
      newPassword: `${user.username}9`,
      confirmPassword: `${user.username}9`,
    });
    expect(own.json()).toMatchObject({ errors: { newPassword: PERSONAL } });

    expect((await new Visitor(site.app, ip()).post("/api/auth/request-reset", { email: user.email })).statusCode).toBe(200);
    await site.drain();
    const link = new URL(site.mails.at(-1)?.text.match(/http:\/\/site\.test\/auth\/reset-password\?\S+/)?.[0] ?? "http://x");
    const token = link.searchParams.get("token");
    const reset = await new Visitor(site.app, ip()).post("/api/auth/reset-password", {
      password: "Password1!",
      confirmPassword: "Password1!",
      token,
      email: user.email,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ errors: { password: WEAK } });
    const good = await new Visitor(site.app, ip()).post("/api/auth/reset-password", {
      password: "Copper-Meadow-55",
      confirmPassword: "Copper-Meadow-55",
      token,
      email: user.email,
    });
    expect(good.statusCode).toBe(200);
  });

  it("still signs in an existing account whose password is 6 characters, as the spec allows", async () => {
    const person = fresh();
    await createUser(site.db, { ...person, passwordHash: await hashPassword("Kx9$qz") });
    const login = await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password: "Kx9$qz" });
    expect(login.statusCode).toBe(200);
  });

  it("moves a hash made with the old work factors (2^17, 128 MiB) to today's at the next sign-in, and not on a wrong password", async () => {
    const person = fresh();
    const password = "Quarry-Beacon-58";
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    const { id } = await createUser(site.db, { ...person, passwordHash: old });
    const stored = async () => (await site.db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow()).password_hash;

    const wrong = await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password: "Quarry-Beacon-59" });
    expect(wrong.statusCode).toBe(401);
    expect(await stored()).toBe(old);

    expect((await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password })).statusCode).toBe(200);
    const moved = await stored();
    expect(moved).toMatch(/^scrypt\$8192\$8\$10\$/);
    expect(await verifyPassword(password, moved)).toBe(true);
    expect((await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password })).statusCode).toBe(200);
    expect(await stored()).toBe(moved);
  });

  it("moves an old hash to today's work factors when a signed-in person confirms the password, and not on a wrong one", async () => {
    const person = fresh();
    const password = "Harbour-Lantern-47";
    const { id } = await createUser(site.db, { ...person, passwordHash: await hashPassword(password) });
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.post("/api/login", { username: person.username, password })).statusCode).toBe(200);
    // A remembered session outlasts the sign-in that would have moved it; the hash is as an older build wrote it.
    const salt = randomBytes(16);
    const key = scryptSync(password, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    const old = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    await site.db.updateTable("users").set({ password_hash: old }).where("id", "=", id).execute();
    const stored = async () => (await site.db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow()).password_hash;

    expect((await visitor.post("/api/user/two-factor/setup", { password: "Harbour-Lantern-48" })).statusCode).toBe(400);
    expect(await stored()).toBe(old);
    expect((await visitor.post("/api/user/two-factor/setup", { password })).statusCode).toBe(200);
    const moved = await stored();
    expect(moved).toMatch(/^scrypt\$8192\$8\$10\$/);
    expect(await verifyPassword(password, moved)).toBe(true);
  });

  it("refuses a guessable ADMIN_PASSWORD at start-up, naming the reason", async () => {
    await expect(bootstrapAdmin(site.db, { username: "weak_admin2", email: "weak2@stratumbim.com", password: "Summer2024" }, quiet)).rejects.toThrow(
      `Invalid environment variable ADMIN_PASSWORD: ${WEAK}`,
    );
    await expect(bootstrapAdmin(site.db, { username: "weak_admin3", email: "weak3@stratumbim.com", password: "weak_admin3!" }, quiet)).rejects.toThrow(
      `Invalid environment variable ADMIN_PASSWORD: ${PERSONAL}`,
    );
  });
});
