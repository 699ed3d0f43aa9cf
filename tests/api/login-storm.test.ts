import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { REFUSAL_HOLD_MS } from "../../server/accounts/passwords/hash-admission";
import { hashCapacity } from "../../server/accounts/passwords/passwords";
import { rules } from "../../server/accounts/rules";
import { HttpVisitor } from "../support/http-client";
import { freePort, startSiteProcess } from "../support/site-process";
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

describe("a storm of sign-ins against the built server", () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it("answers refusals past a full queue from memory with the exact answer Fastify gave the first, security headers included", async () => {
    // The refusal touches no database, so SQLite stands for both.
    // Load shedding would answer some calls 503 too (Retry-After 5) on a busy machine: only the queue's refusals count here.
    const site = startSiteProcess(await freePort(), { RATE_LIMIT_FACTOR: "100000", LOG_LEVEL: "info", LOAD_SHED_UTILIZATION: "1" });
    stops.push(() => site.stop("SIGKILL"));
    await site.ready();
    const visitor = new HttpVisitor({});
    await visitor.csrf(site.url);
    const storm = hashCapacity() + 40;
    // Only the refusals are read: on a loaded machine the admitted sign-ins can wait in the queue longer than the
    // socket's idle limit, and the inject test above already shows that every admitted one is answered.
    const settled = await Promise.allSettled(
      Array.from({ length: storm }, (_, i) =>
        visitor.send("POST", `${site.url}/api/login`, { username: `nobody_${i}`, password: "Granite-Falcon-81" }).then(async (response) => ({
          status: response.status,
          headers: Object.fromEntries([...response.headers].filter(([name]) => name !== "date" && name !== "connection" && name !== "keep-alive")),
          body: await response.text(),
        })),
      ),
    );
    const answers = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const busy = answers.filter((a) => a.status === 503 && a.headers["retry-after"] === "2");
    // Requests over real connections arrive one after another: a hash may finish and free a place meanwhile.
    expect(busy.length).toBeGreaterThanOrEqual(20);
    const [first, ...rest] = busy;
    expect(first?.headers).toMatchObject({ "retry-after": "2", "content-type": "application/json; charset=utf-8", "x-content-type-options": "nosniff" });
    expect(first?.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(JSON.parse(first?.body ?? "{}")).toMatchObject(BUSY);
    for (const answer of rest) expect(answer).toEqual(first);
    // Fastify logs one line per API answer at info; the refusals sent from memory never reached it.
    await site.stop();
    const logged = site
      .stdout()
      .split("\n")
      .filter((line) => line.includes('"url":"/api/login"') && line.includes('"status":503')).length;
    expect(logged).toBeGreaterThanOrEqual(1);
    expect(logged).toBeLessThan(busy.length);
  });

  it("holds each refusal it sends from memory for REFUSAL_HOLD_MS, and sends those still held at once when it shuts down", async () => {
    const port = await freePort();
    const site = startSiteProcess(port, { RATE_LIMIT_FACTOR: "100000", LOAD_SHED_UTILIZATION: "1" });
    stops.push(() => site.stop("SIGKILL"));
    await site.ready();
    const visitor = new HttpVisitor({});
    const token = await visitor.csrf(site.url);
    // Every place taken by sign-ins whose bodies never come: the token is checked and a place taken before the body is read.
    const stalled: Socket[] = [];
    for (let i = 0; i < hashCapacity(); i++) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-CSRF-Token: ${token}\r\nCookie: csrf_secret=${visitor.cookie("csrf_secret")}\r\nContent-Length: 64\r\n\r\n`,
      );
      stalled.push(socket);
    }
    const refusal = async () => {
      const sent = performance.now();
      const response = await fetch(`${site.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      return { status: response.status, body: await response.json(), waited: performance.now() - sent };
    };
    // The first refusal goes through Fastify and is kept; it comes once every place is taken.
    await expect.poll(async () => (await refusal()).status, { timeout: 10_000 }).toBe(503);
    const fromMemory = await Promise.all([refusal(), refusal(), refusal()]);
    for (const answer of fromMemory) {
      expect(answer).toMatchObject({ status: 503, body: BUSY });
      expect(answer.waited).toBeGreaterThanOrEqual(REFUSAL_HOLD_MS);
    }
    // Held when the server is told to stop: answered then, not when the hold would have ended.
    const held = refusal();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopped = site.stop("SIGTERM");
    const atShutdown = await held;
    expect(atShutdown).toMatchObject({ status: 503, body: BUSY });
    expect(atShutdown.waited).toBeLessThan(REFUSAL_HOLD_MS);
    for (const socket of stalled) socket.destroy();
    await stopped;
  });

  it("drops the waiting hashes of callers who left, so the sign-ins after them are admitted at once", async () => {
    const site = startSiteProcess(await freePort(), { RATE_LIMIT_FACTOR: "100000", LOAD_SHED_UTILIZATION: "1" });
    stops.push(() => site.stop("SIGKILL"));
    await site.ready();
    const visitor = new HttpVisitor({});
    const token = await visitor.csrf(site.url);
    const headers = { "content-type": "application/json", "x-csrf-token": token, cookie: `csrf_secret=${visitor.cookie("csrf_secret")}` };
    // Each on a connection of its own: leaving closes it, as a caller who gives up would.
    const login = (username: string, signal?: AbortSignal) =>
      fetch(`${site.url}/api/login`, {
        method: "POST",
        headers: { ...headers, connection: "close" },
        body: JSON.stringify({ username, password: "Granite-Falcon-81" }),
        signal,
      });
    // Eight more sign-ins than the queue holds, from callers who will leave; the first hash can free one place.
    const extra = 8;
    const left = new AbortController();
    let refused = 0;
    const leaving = Array.from({ length: hashCapacity() + extra }, (_, i) =>
      login(`leaving_${i}`, left.signal).then(
        (response) => void (response.status === 503 && refused++),
        () => undefined,
      ),
    );
    // Every one has reached the server once (nearly) all the extra ones are refused; then the callers leave.
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThanOrEqual(extra - 1);
    left.abort();
    await Promise.all(leaving);
    // Time for the server to see the connections close; the hashes left waiting would take many seconds to work through.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Half a queue of sign-ins at once: every one is admitted only if the hashes of those who left were dropped.
    const next = await Promise.all(Array.from({ length: Math.floor(hashCapacity() / 2) }, (_, i) => login(`next_${i}`)));
    expect(next.map((response) => response.status)).toEqual(next.map(() => 401));
  });
});
