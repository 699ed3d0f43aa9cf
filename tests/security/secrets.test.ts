import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/platform/config";
import { enrolTwoFactor } from "../api/support/factories";
import { freePort, startSiteProcess } from "../support/site-process";
import { dialects, PASSWORD, registered, startSite, type TestSite } from "./support";

// Issue 21, item 5: on PostgreSQL the key that seals TOTP seeds comes from the environment, never from the database.
describe("SESSION_SECRET on PostgreSQL", () => {
  it("is required: configuration stops with one line naming it", () => {
    const attempt = () => loadConfig({ DATA_DIR: "/tmp/secret-test", DATABASE_URL: "postgres://site@127.0.0.1/site" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid environment variable SESSION_SECRET: required with DATABASE_URL/);
  });

  it("stops the real server at start-up, before it touches the database", async () => {
    const site = startSiteProcess(await freePort(), { DATABASE_URL: "postgres://site:secret@127.0.0.1:1/site", SESSION_SECRET: "" });
    const { code } = await site.exited;
    expect(code).toBe(1);
    expect(
      site
        .stderr()
        .trim()
        .split("\n")
        .filter((line) => !line.includes("npm warn")),
    ).toEqual([expect.stringMatching(/^Invalid environment variable SESSION_SECRET: /)]);
  });
});

describe.each(dialects)("sealed TOTP seeds on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("keeps no key in the database, and no seed in clear", async () => {
    const { visitor } = await registered(site);
    const secret = await enrolTwoFactor(visitor, PASSWORD);
    expect(await site.db.selectFrom("platform_secrets").selectAll().execute()).toEqual([]);
    const rows = await site.db.selectFrom("two_factor").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});
