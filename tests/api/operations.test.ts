import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/platform/config";
import { migrate, openDatabase } from "../../server/platform/database";
import { freshPostgres } from "./harness";
import { TEST_SESSION_SECRET } from "../support/session-secret";

const run = promisify(execFile);

describe("operations", () => {
  it("keeps cookies, tokens and passwords out of the log", async () => {
    const log = capturedLog();
    const dataDir = mkdtempSync(path.join(tmpdir(), "log-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "debug" });
    const { db, dialect } = openDatabase(config);
    await migrate(db);
    const app = await buildApp({ config, db, dialect, logStream: log.stream, mailer: { send: async () => {}, close: () => {} } });
    await app.inject({ url: "/auth/reset-password?token=SECRET-RESET-TOKEN&email=jo%40firm.com", headers: { cookie: "sid=SECRET-SESSION" } });
    await app.inject({
      method: "POST",
      url: "/api/csrf-test",
      headers: { cookie: "sid=SECRET-SESSION", "x-csrf-token": "SECRET-CSRF" },
      payload: { password: "SECRET-PASSWORD" },
    });
    app.log.info({ body: { password: "SECRET-PASSWORD", token: "SECRET-RESET-TOKEN" } }, "probe");
    await app.close();
    expect(log.text()).toContain("/auth/reset-password?token=[redacted]");
    expect(log.text()).toContain("probe");
    expect(log.text()).not.toMatch(/SECRET-/);
  });

  it.each(["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])])(
    "runs migrations safely when two processes start at once on %s",
    async (dialect) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "migrate-"));
      const database = dialect === "postgres" ? await freshPostgres() : undefined;
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", SESSION_SECRET: TEST_SESSION_SECRET };
      const script = path.resolve("scripts/migrate.ts");
      const tsx = path.resolve("node_modules/.bin/tsx");
      const results = await Promise.all([run(tsx, [script], { env }), run(tsx, [script], { env })]);
      for (const result of results) expect(result.stdout).toContain(`migrations applied (${dialect})`);
      const { db } = openDatabase({ dataDir, databaseUrl: database?.url });
      const applied = await db
        .selectFrom("kysely_migration" as never)
        .selectAll()
        .execute();
      await db.destroy();
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied.map((row) => (row as { name: string }).name)).size).toBe(applied.length);
      await database?.drop();
    },
    60_000,
  );
});
