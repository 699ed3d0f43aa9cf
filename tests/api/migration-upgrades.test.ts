import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/platform/config";
import { type Db, migrate, migratorFor, openDatabase } from "../../server/platform/database";
import { migrationOrder } from "../../server/platform/migrations";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { dialects, freshPostgres } from "./harness";

const names = migrationOrder.map(([name]) => name);
const lastBandName = "060-lead-references";

describe("the migration list", () => {
  it("names every migration file once, and nothing else", () => {
    const files = readdirSync("server/platform/migrations")
      .filter((file) => file !== "index.ts")
      .map((file) => file.replace(/\.ts$/, ""));
    expect([...names].sort()).toEqual(files.sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("grows only with timestamped names after the numbered bands", () => {
    const later = names.slice(names.indexOf(lastBandName) + 1);
    for (const name of later) expect(name).toMatch(/^\d{12}-[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(later).toEqual([...later].sort());
  });
});

describe.each(dialects)("upgrading a database of any earlier release on %s", (dialect) => {
  const opened: Array<{ db: Db; drop?: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.destroy();
      await drop?.();
    }
  });

  async function emptyDatabase(): Promise<Db> {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "upgrade-test-")),
      LOG_LEVEL: "silent",
      ...(database && { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }),
    });
    const { db } = openDatabase(config);
    opened.push({ db, drop: database?.drop });
    return db;
  }

  it.each(names.slice(0, -1))("from %s applies every later migration", async (applied) => {
    const db = await emptyDatabase();
    expect((await migratorFor(db).migrateTo(applied)).error).toBeUndefined();
    await migrate(db);
    const done = (await migratorFor(db).getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
    expect(done).toEqual(names);
  });

  it("stops with one sentence when the database holds a migration this build lacks", async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await db
      .insertInto("kysely_migration" as never)
      .values({ name: "209912312359-from-the-future", timestamp: new Date().toISOString() } as never)
      .execute();
    await expect(migrate(db)).rejects.toThrow("The database has applied migration 209912312359-from-the-future, which this build does not have");
  });
});
