import { describe, expect, it } from "vitest";
import { hashCapacity } from "../../server/accounts/passwords/passwords";
import { rules } from "../../server/accounts/rules";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

const BUSY = { code: "unavailable", message: "The server is busy. Please try again shortly." };

/** Hits the shared limiter holds for one rule, summed over every subject: each is one database write a call made. */
async function limiterWrites(site: TestSite, rule: { name: string }) {
  const rows = await site.db.selectFrom("rate_limits").select("count").where("key", "like", `${rule.name}:%`).execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

describe.each(dialects)("a storm of sign-ins (%s)", (dialect) => {
  it("gets fast 503s with Retry-After beyond the hashing queue, and every call an answer", async () => {
    const site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100000" });
    const visitor = new Visitor(site.app, "192.0.2.150");
    await visitor.csrf();
    const storm = hashCapacity() + 12;
    const answers = await Promise.all(
      Array.from({ length: storm }, (_, i) => visitor.post("/api/login", { username: `nobody_${i}`, password: "Granite-Falcon-81" })),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(12);
    for (const answer of busy) {
      expect(answer.headers["retry-after"]).toBe("2");
      expect(answer.json()).toMatchObject(BUSY);
    }
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(storm - busy.length);
    // A refused sign-in was refused before the shared limiter: only the admitted ones wrote their hit.
    expect(await limiterWrites(site, rules.loginPerIp)).toBe(storm - busy.length);
    // Once the storm has passed, sign-in works again.
    expect((await visitor.post("/api/login", { username: "nobody", password: "Granite-Falcon-81" })).statusCode).toBe(401);
    await site.close();
  });

  it("refuses past a full queue before the CSRF check, body parsing or any database write, and frees every place afterwards", async () => {
    const site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100000" });
    const visitor = new Visitor(site.app, "192.0.2.151");
    await visitor.csrf();
    // Every place taken by sign-ins that will each need a hash.
    const held = Array.from({ length: hashCapacity() }, (_, i) => visitor.post("/api/login", { username: `holder_${i}`, password: "Granite-Falcon-81" }));
    // No token, and a body that is not JSON: with the queue full neither is even looked at.
    const refused = await Promise.all([
      site.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "192.0.2.152",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
      site.app.inject({ method: "POST", url: "/api/register", remoteAddress: "192.0.2.152", headers: { "content-type": "application/json" }, payload: "{}" }),
    ]);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject(BUSY);
    }
    expect(await limiterWrites(site, rules.registerPerIp)).toBe(0);
    const answers = await Promise.all(held);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 401));
    // The places came back: the same two calls now reach the checks the queue had spared them.
    const [badJson, noToken] = await Promise.all([
      site.app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "192.0.2.152",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      }),
      site.app.inject({ method: "POST", url: "/api/register", remoteAddress: "192.0.2.152", headers: { "content-type": "application/json" }, payload: "{}" }),
    ]);
    expect(badJson?.statusCode).toBe(403);
    expect(noToken?.statusCode).toBe(403);
    await site.close();
  });
});

describe.each(dialects)("the shared limiter's in-memory shadow (%s)", (dialect) => {
  it("refuses an address already over its budget without another database write, and counts the same 429 as before", async () => {
    // A tenth of every budget: three sign-ins per address, so the test needs few password hashes.
    const site = await startSite(dialect, { RATE_LIMIT_FACTOR: "0.1" });
    const visitor = new Visitor(site.app, "192.0.2.160");
    await visitor.csrf();
    const budget = Math.floor(rules.loginPerIp.max * 0.1);
    const answers = [];
    for (let i = 0; i < budget + 5; i++) answers.push(await visitor.post("/api/login", { username: `guess_${i}`, password: "Granite-Falcon-81" }));
    expect(answers.slice(0, budget).map((a) => a.statusCode)).toEqual(answers.slice(0, budget).map(() => 401));
    for (const answer of answers.slice(budget)) {
      expect(answer.statusCode).toBe(429);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The refusals never reached the database: it holds the admitted hits only.
    expect(await limiterWrites(site, rules.loginPerIp)).toBe(budget);
    // Another address is untouched.
    expect((await new Visitor(site.app, "192.0.2.161").post("/api/login", { username: "guess", password: "Granite-Falcon-81" })).statusCode).toBe(401);
    await site.close();
  });
});
