import { describe, expect, it } from "vitest";
import { hashCapacity } from "../../server/accounts/passwords/passwords";
import { startSite, Visitor } from "./harness";

describe("a storm of sign-ins", () => {
  it("gets fast 503s with Retry-After beyond the hashing queue, and every call an answer", async () => {
    const site = await startSite("sqlite", { RATE_LIMIT_FACTOR: "100000" });
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
      expect(answer.json()).toMatchObject({ code: "unavailable", message: "The server is busy. Please try again shortly." });
    }
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(storm - busy.length);
    // Once the storm has passed, sign-in works again.
    expect((await visitor.post("/api/login", { username: "nobody", password: "Granite-Falcon-81" })).statusCode).toBe(401);
    await site.close();
  });
});
