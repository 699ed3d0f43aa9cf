import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";
import { defined } from "../support/defined";
import { clearOfWindowEdge } from "./support/window-edge";

const TOO_MANY = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

describe.each(dialects)("login and reset limits on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());
  beforeEach(() => clearOfWindowEdge(), 70_000);

  const login = (ip: string, username: string, password: string) => new Visitor(site.app, ip).post("/api/login", { username, password });
  /** As if each growing wait had passed, so the fixed budgets below can be reached at test speed. */
  const failPatiently = async (ip: string, username: string) => {
    const response = await login(ip, username, "Wrong-Password-1");
    await site.db.deleteFrom("login_delays").execute();
    return response;
  };

  it("makes an address that keeps failing on one account wait longer after each failure, and never the owner elsewhere", async () => {
    const user = await makeUser(site);
    const at = "198.51.100.40";
    for (let i = 0; i < 2; i++) expect((await login(at, user.username, "Wrong-Password-1")).statusCode).toBe(401);
    // Two failures cost nothing: the owner mistyping twice signs in at once.
    expect((await login(at, user.username, "Wrong-Password-1")).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      const waiting = await login(at, user.username, user.password);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().message).toMatch(TOO_MANY);
      waits.push(Number(waiting.headers["retry-after"]));
      // The wait passes; this address fails once more.
      await site.db
        .updateTable("login_delays")
        .set({ until: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await login(at, user.username, "Wrong-Password-1")).statusCode).toBe(401);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(9);
    expect(waits[1]).toBeGreaterThan(defined(waits[0], "the first wait"));
    expect((await login("198.51.100.41", user.username, user.password)).statusCode).toBe(200);
  });

  it("refuses an address after 5 failures on one account, while the owner signs in from elsewhere", async () => {
    const user = await makeUser(site);
    for (let i = 0; i < 5; i++) expect((await failPatiently("198.51.100.50", user.username)).statusCode).toBe(401);
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
      for (let i = 0; i < 5; i++) expect((await failPatiently(`203.0.113.${ip}`, user.username)).statusCode).toBe(401);
    }
    expect((await login("198.51.100.70", user.username, user.password)).statusCode).toBe(200);
    expect((await login("198.51.100.71", user.username, "Wrong-Password-2")).statusCode).toBe(401);
    expect((await login("198.51.100.71", user.username, "Wrong-Password-3")).statusCode).toBe(429);
  });

  it("caps reset requests per email address, whichever addresses they come from, and whether or not it has an account", async () => {
    const user = await makeUser(site);
    for (const email of [user.email, "nobody.here@example.com"]) {
      for (let i = 1; i <= 3; i++)
        expect((await new Visitor(site.app, `192.0.2.${i + (email === user.email ? 0 : 10)}`).post("/api/auth/request-reset", { email })).statusCode).toBe(200);
      const capped = await new Visitor(site.app, "192.0.2.99").post("/api/auth/request-reset", { email: email.toUpperCase() });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(/^Too many password reset requests/);
    }
    expect((await new Visitor(site.app, "192.0.2.98").post("/api/auth/request-reset", { email: "someone.else@example.com" })).statusCode).toBe(200);
  });
});
