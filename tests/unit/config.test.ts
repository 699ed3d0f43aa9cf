import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/platform/config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-"));
/** A path where no folder can be made: under a regular file. */
const unusableDir = () => {
  const file = path.join(dataDir(), "a-file");
  writeFileSync(file, "");
  return path.join(file, "data");
};

describe("configuration", () => {
  it("starts on the embedded defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.diagnostics).toBe(true);
    expect(config.rateLimitFactor).toBe(1);
    expect(config.sessionSecret?.length).toBeGreaterThanOrEqual(32);
  });

  it("keeps documents' files on the local disk unless STORAGE_URL names a bucket, whose credentials come together", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: "local", directory: path.join(dir, "files") });
    expect(loadConfig({ DATA_DIR: dir, STORAGE_URL: "file:///srv/stratum/files" }).storage).toEqual({ kind: "local", directory: "/srv/stratum/files" });
    expect(loadConfig({ DATA_DIR: dir, STORAGE_URL: "s3://stratum-files?region=eu-west-2" }).storage).toEqual({
      kind: "s3",
      bucket: "stratum-files",
      endpoint: undefined,
      region: "eu-west-2",
      forcePathStyle: false,
      credentials: undefined,
    });
    const r2 = loadConfig({
      DATA_DIR: dir,
      STORAGE_URL: "s3://stratum-files?endpoint=https://acc.r2.cloudflarestorage.com&region=auto",
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
    }).storage;
    expect(r2).toMatchObject({
      endpoint: "https://acc.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_URL: "s3://x" })).toThrow(/^Invalid environment variable STORAGE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_URL: "s3://bucket?endpoint=ftp://host" })).toThrow(/STORAGE_URL: endpoint must be/);
    expect(() => loadConfig({ DATA_DIR: dir, STORAGE_URL: "s3://bucket", AWS_ACCESS_KEY_ID: "key" })).toThrow(/AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and/);
  });

  it("keeps the generated session secret across restarts", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/site"],
    ["PUBLIC_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["LEAD_NOTIFY_TO", "sales@firm.com, nobody"],
    ["SESSION_SECRET", "short"],
    ["RATE_LIMIT_FACTOR", "-1"],
    ["DIAGNOSTICS", "maybe"],
    ["ADMIN_EMAIL", "not-an-email"],
    ["PORT", " "],
    ["PORT", "80 80"],
    ["TRUST_PROXY", "bad"],
    ["TRUST_PROXY", "999.999.999.999"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "127.0.0.1, fe80::1/129"],
    ["DATA_DIR", unusableDir()],
  ])("stops with one line naming %s when it is %j", (name, value) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir(), [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it("needs the three admin variables together", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAME: "boss" })).toThrow(/ADMIN_/);
  });

  it("reads comma-separated lead inboxes and switches dialect on a postgres URL", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      LEAD_NOTIFY_TO: "sales@firm.com, ops@firm.com",
      DATABASE_URL: "postgres://u@h/db",
      SESSION_SECRET: "k".repeat(32),
    });
    expect(config.leadNotifyTo).toEqual(["sales@firm.com", "ops@firm.com"]);
    expect(config.databaseUrl).toBe("postgres://u@h/db");
  });

  it("takes the signing key from SESSION_SECRET on PostgreSQL and stops, naming it, without one", () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://u@h/db" })).toThrow(
      /^Invalid environment variable SESSION_SECRET: required with DATABASE_URL/,
    );
    expect(existsSync(path.join(dir, "session-secret"))).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "k".repeat(32) }).sessionSecret).toBe("k".repeat(32));
  });
});

describe("TRUST_PROXY", () => {
  const dir = () => mkdtempSync(path.join(tmpdir(), "trust-"));
  it("takes off, a hop count or proxy addresses, never 'trust everyone'", () => {
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "on" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "10.0.0.5, 127.0.0.1" }).trustProxy).toBe("10.0.0.5,127.0.0.1");
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "10.0.0.0/8, ::1, fd00::/8, loopback" }).trustProxy).toBe("10.0.0.0/8,::1,fd00::/8,loopback");
    expect(() => loadConfig({ DATA_DIR: dir(), TRUST_PROXY: "*" })).toThrow(/TRUST_PROXY/);
  });
});
