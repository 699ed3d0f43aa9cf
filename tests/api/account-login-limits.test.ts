import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";

const TOO_MANY = /^Too many login attempts\. Please try again in \d+ minutes\.$/;

describe.each(dialects)("login and reset limits on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  const login = (ip: string, username: string, password: string) => new Visitor(site.app, ip).post("/api/login", { username, password });

  it("refuses an address after 5 failures on one account, while the owner signs in from elsewhere", async () => {
    const user = await makeUser(site);
    for (let i = 0; i < 5; i++) expect((await login("198.51.100.50", user.username, "Wrong-Password-1")).statusCode).toBe(401);
    const blocked = await login("198.51.100.50", user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(TOO_MANY);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login("198.51.100.51", user.username, user.password)).statusCode).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    const user = await makeUser(site);
    for (let i = 0; i < 7; i++) expect((await login("198.51.100.60", user.username, user.password)).statusCode).toBe(200);
  });

  it("under a spread-out attack (20 failures from many addresses), lets a new address with the right password in and refuses a failing one after its first failure", async () => {
    const user = await makeUser(site);
    for (let ip = 1; ip <= 4; ip++) {
      for (let i = 0; i < 5; i++) expect((await login(`203.0.113.${ip}`, user.username, "Wrong-Password-1")).statusCode).toBe(401);
    }
    expect((await login("198.51.100.70", user.username, user.password)).statusCode).toBe(200);
    expect((await login("198.51.100.71", user.username, "Wrong-Password-2")).statusCode).toBe(401);
    expect((await login("198.51.100.71", user.username, "Wrong-Password-3")).statusCode).toBe(429);
  });

  it("caps reset requests per email address, whichever addresses they come from, and whether or not it has an account", async () => {
    const user = await makeUser(site);
    for (const email of [user.email, "nobody.here@example.com"]) {
      for (let i = 1; i <= 3; i++) expect((await new Visitor(site.app, `192.0.2.${i + (email === user.email ? 0 : 10)}`).post("/api/auth/request-reset", { email })).statusCode).toBe(200);
      const capped = await new Visitor(site.app, "192.0.2.99").post("/api/auth/request-reset", { email: email.toUpperCase() });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(/^Too many password reset requests/);
    }
    expect((await new Visitor(site.app, "192.0.2.98").post("/api/auth/request-reset", { email: "someone.else@example.com" })).statusCode).toBe(200);
  });
});
