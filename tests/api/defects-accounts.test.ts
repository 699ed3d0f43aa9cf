import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { bootstrapAdmin } from "../../server/accounts/admin-bootstrap";
import { findByUsername } from "../../server/accounts/users";
import { buildApp } from "../../server/app";
import { ConfigError, loadConfig } from "../../server/platform/config";
import { migrate, openDatabase } from "../../server/platform/database";
import { dialects, startSite, type TestSite, Visitor } from "./harness";

const quiet = pino({ level: "silent" });
// Distinct, unordered emoji: a repeated one is refused as guessable, which is not what this test is about.
const emoji = (n: number) => Array.from({ length: n }, (_, i) => String.fromCodePoint(0x1f300 + ((i * 37) % 256))).join("");
let ipSerial = 0;
const ip = () => `198.18.0.${(ipSerial += 1)}`;

describe.each(dialects)("account defects on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("never makes admin the stranger who registered ADMIN_USERNAME first", async () => {
    const squatter = new Visitor(site.app, ip());
    expect((await squatter.post("/api/register", { username: "chief", email: "squatter@example.com", password: "Granite-Falcon-81" })).statusCode).toBe(201);
    await expect(bootstrapAdmin(site.db, { username: "chief", email: "chief@stratumbim.com", password: "Harbour-Lantern-42" }, quiet)).rejects.toThrow(
      /^ADMIN_USERNAME "chief" is already a registered account that start-up did not create/,
    );
    expect((await findByUsername(site.db, "chief"))?.role).toBe("user");
    // A free name is created; a taken email is a conflict.
    await bootstrapAdmin(site.db, { username: "ops-admin", email: "ops@stratumbim.com", password: "Harbour-Lantern-42" }, quiet);
    expect((await findByUsername(site.db, "ops-admin"))?.role).toBe("admin");
    await expect(bootstrapAdmin(site.db, { username: "other-admin", email: "ops@stratumbim.com", password: "Harbour-Lantern-42" }, quiet)).rejects.toThrow(
      /ADMIN_EMAIL is already used by the account "ops-admin"/,
    );
    await expect(bootstrapAdmin(site.db, { username: "weak-admin", email: "weak@stratumbim.com", password: "password123" }, quiet)).rejects.toThrow(
      /^Invalid environment variable ADMIN_PASSWORD: This password is too common/,
    );
  });

  it("counts password length in characters: 65-128 emoji work everywhere, 129 are refused with a message, never a 500", async () => {
    const visitor = new Visitor(site.app, ip());
    const person = { username: `emoji_${Date.now().toString(36)}`, email: `emoji.${Date.now().toString(36)}@example.com`, password: emoji(65) };
    expect((await visitor.post("/api/register", person)).statusCode).toBe(201);
    const tooLong = await new Visitor(site.app, ip()).post("/api/register", {
      ...person,
      username: `${person.username}x`,
      email: `x${person.email}`,
      password: emoji(129),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ password: "Password must be at most 128 characters" });
    const change = await visitor.put("/api/user/password", { currentPassword: person.password, newPassword: emoji(128), confirmPassword: emoji(128) });
    expect(change.statusCode).toBe(200);
    expect((await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password: emoji(128) })).statusCode).toBe(200);

    expect((await new Visitor(site.app, ip()).post("/api/auth/request-reset", { email: person.email })).statusCode).toBe(200);
    await site.drain();
    const link = new URL(site.mails.at(-1)!.text.match(/http:\/\/site\.test\/auth\/reset-password\?\S+/)![0]);
    const token = link.searchParams.get("token")!;
    // A reset that fails (here a common password) must leave the link usable.
    const failed = await new Visitor(site.app, ip()).post("/api/auth/reset-password", {
      password: "password123",
      confirmPassword: "password123",
      token,
      email: person.email,
    });
    expect(failed.statusCode).toBe(400);
    const reset = await new Visitor(site.app, ip()).post("/api/auth/reset-password", {
      password: emoji(100),
      confirmPassword: emoji(100),
      token,
      email: person.email,
    });
    expect(reset.statusCode).toBe(200);
    expect((await new Visitor(site.app, ip()).post("/api/login", { username: person.username, password: emoji(100) })).statusCode).toBe(200);
  });
});

describe("configuration", () => {
  it("holds ADMIN_PASSWORD to the password policy", () => {
    const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cfg-")), ADMIN_USERNAME: "boss", ADMIN_EMAIL: "boss@example.com" };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: emoji(8) })).not.toThrow();
  });
});

describe("data files and logs without SMTP", () => {
  it("keeps DATA_DIR owner-only and logs no reset link when mail goes to the outbox", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "modes-")), "data");
    const log = capturedLog();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info", PUBLIC_URL: "http://site.test" });
    const { db, dialect } = openDatabase(config);
    await migrate(db);
    const app = await buildApp({ config, db, dialect, logStream: log.stream });
    await app.ready();
    const visitor = new Visitor(app, "198.18.1.1");
    expect((await visitor.post("/api/register", { username: "outbox_user", email: "outbox@example.com", password: "Granite-Falcon-81" })).statusCode).toBe(201);
    expect((await visitor.post("/api/auth/request-reset", { email: "outbox@example.com" })).statusCode).toBe(200);
    expect(await app.jobs.drain()).toBeGreaterThanOrEqual(1);
    await app.close();
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, "outbox"))).toBe(0o700);
    for (const file of ["site.db", "session-secret", ...readdirSync(path.join(dataDir, "outbox")).map((f) => `outbox/${f}`)]) {
      expect(mode(path.join(dataDir, file)), file).toBe(0o600);
    }
    // Issue 21: .eml files end their lines in CRLF, as RFC 5322 messages do, and the HTML part has a title.
    for (const file of readdirSync(path.join(dataDir, "outbox"))) {
      const message = readFileSync(path.join(dataDir, "outbox", file), "utf8");
      expect(
        message
          .split("\n")
          .slice(0, -1)
          .every((line) => line.endsWith("\r")),
        file,
      ).toBe(true);
      expect(message).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(log.text()).toContain("mail written to outbox");
    expect(log.text()).not.toMatch(/token=|reset-password\?/);
  });
});
