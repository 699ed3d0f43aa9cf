import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, nextIp, registered, startSite, type TestSite, Visitor } from "./support";
import { percentile } from "../../scripts/percentile";

const median = (values: number[]) => percentile(values, 0.5);

// Issue 21, item 15: a reset request does the same work whether or not the address has an account.
describe.each(dialects)("reset requests on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100" });
  });
  afterAll(() => site.close());

  const reset = (email: string) => new Visitor(site.app, nextIp()).post("/api/auth/request-reset", { email });
  const jobs = async () => (await site.db.selectFrom("jobs").select("kind").where("status", "=", "pending").execute()).map((j) => j.kind).sort();

  it("writes the same single job for a known and an unknown address, and looks the address up only in that job", async () => {
    const { person } = await registered(site);
    await site.drain();
    const resets = () => site.db.selectFrom("password_resets").select("id").execute();
    const before = (await resets()).length;

    expect((await reset(person.email)).statusCode).toBe(200);
    const afterKnown = await jobs();
    expect((await resets()).length).toBe(before);
    await site.drain();
    expect((await reset(`nobody.${Date.now().toString(36)}@example.com`)).statusCode).toBe(200);
    const afterUnknown = await jobs();
    expect(afterKnown).toEqual(["accounts.reset-request"]);
    expect(afterUnknown).toEqual(afterKnown);

    const sent = site.mails.length;
    await site.drain();
    expect(site.mails.length).toBe(sent);
    expect((await reset(person.email)).statusCode).toBe(200);
    await site.drain();
    expect(site.mails.at(-1)).toMatchObject({ to: person.email, subject: expect.stringContaining("Reset your") });
  });

  it("answers a known address as fast as an unknown one, to within 3 ms at the median of paired differences", async () => {
    const { person } = await registered(site);
    const differences: number[] = [];
    const timed = async (email: string) => {
      const start = performance.now();
      expect((await reset(email)).statusCode).toBe(200);
      return performance.now() - start;
    };
    // Each known request is paired with the unknown one right after it, so a slow moment of a shared machine
    // lands on both halves of a pair; the median of the differences then ignores the pairs it split.
    for (let i = 0; i < 41; i++) {
      const k = await timed(person.email);
      const u = await timed(`nobody.${i}.${Date.now().toString(36)}@example.com`);
      if (i > 0) differences.push(k - u);
    }
    const gap = median(differences) ?? Number.NaN;
    expect(Math.abs(gap), `known minus unknown, median of ${differences.length} pairs: ${gap} ms`).toBeLessThan(3);
  });
});
