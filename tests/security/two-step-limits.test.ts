import { HOTP } from "otpauth";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enrolTwoFactor } from "../api/support/factories";
import { dialects, nextIp, PASSWORD, registered, startSite, type TestSite, Visitor } from "./support";
import { defined } from "../support/defined";
import { clearOfWindowEdge } from "../api/support/window-edge";

// Issue 21, item 3: a burst of concurrent wrong codes gets no more checks than the limits allow, on both databases.
describe.each(dialects)("two-step code limits under concurrency on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());
  afterEach(() => vi.restoreAllMocks());
  beforeEach(() => clearOfWindowEdge(), 70_000);

  /** An account with an authenticator, and `count` browsers each waiting for its code after the password. */
  async function pendingSignIns(count: number) {
    const { visitor, person } = await registered(site);
    await enrolTwoFactor(visitor, PASSWORD);
    const waiting: Visitor[] = [];
    for (let i = 0; i < count; i++) {
      const browser = new Visitor(site.app, nextIp());
      expect((await browser.post("/api/login", { username: person.username, password: PASSWORD })).json()).toMatchObject({ twoFactorRequired: true });
      await browser.csrf();
      waiting.push(browser);
    }
    return waiting;
  }
  /** Counts the codes actually compared with the secret: the wrong code below is used only by these tests. */
  const checksOf = () => {
    const validate = vi.spyOn(HOTP, "validate");
    return () => validate.mock.calls.filter(([options]) => options.token === "000001").length;
  };
  const burst = (browsers: Visitor[], each: number) =>
    Promise.all(browsers.flatMap((b) => Array.from({ length: each }, () => b.post("/api/login/two-factor", { code: "000001" }))));

  it("checks at most 5 codes for one pending sign-in, however many arrive at once", async () => {
    const browser = defined((await pendingSignIns(1))[0], "the pending sign-in");
    const checked = checksOf();
    // Nine: under the account's budget of 10, so only the sign-in's own limit of 5 can hold them.
    const answers = await burst([browser], 9);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect(checked()).toBeLessThanOrEqual(5);
    expect(checked()).toBeGreaterThan(0);
  });

  it("checks at most 10 codes for one account across its pending sign-ins, however many arrive at once", async () => {
    const browsers = await pendingSignIns(4);
    const checked = checksOf();
    const answers = await burst(browsers, 12);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(checked()).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThan(0);
  });
});
