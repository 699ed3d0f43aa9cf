import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { migrate, migratorFor, openDatabase, sqliteFileOf } from "../../server/platform/database";
import { FRESH_DATABASE, startFromFreshDatabase } from "../../server/platform/fresh-database";

const BUILT = path.join("build/server", FRESH_DATABASE);
const run = promisify(execFile);

/**
 * Everything the migrations leave in a database: its schema, the migrations it records, and each table's row count.
 * Read from a copy: opening a WAL-mode file, even to read, leaves its -wal and -shm files beside it.
 */
function contents(file: string) {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "fresh-read-")), "read.db");
  copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    const schema = db.prepare("select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name").all() as {
      type: string;
      name: string;
    }[];
    const rows = Object.fromEntries(
      schema.filter((entry) => entry.type === "table").map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
    const applied = db.prepare("select name from kysely_migration order by name").pluck().all();
    return { schema, rows, applied, journalMode: db.pragma("journal_mode", { simple: true }) };
  } finally {
    db.close();
  }
}

async function migratedFromScratch() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-scratch-"));
  const { db } = openDatabase({ dataDir });
  await migrate(db);
  await db.destroy();
  return path.join(dataDir, "site.db");
}

// Another site starting on the same folder, caught holding the write lock, as it does while it switches the file to WAL.
const WRITER = `
const SQLite = require(process.argv[1]);
const db = new SQLite(process.argv[2]);
db.exec("begin immediate");
process.stdout.write("writing\\n");
setTimeout(() => { db.exec("commit"); db.close(); }, 300);
`;

describe("the build's fresh SQLite database", () => {
  it("switches a new database into WAL mode while another process holds its write lock, waiting instead of failing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "wal-switch-"));
    const location = path.join(dataDir, "site.db");
    const seed = new SQLite(location);
    seed.exec("create table waiting_room (id integer)");
    seed.close();
    const writer = spawn(process.execPath, ["-e", WRITER, createRequire(import.meta.url).resolve("better-sqlite3"), location], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(writer, "exit");
    await once(writer.stdout, "data");
    const { db } = openDatabase({ dataDir });
    expect(sqliteFileOf(db)?.pragma("journal_mode", { simple: true })).toBe("wal");
    await db.destroy();
    await exited;
  });

  it("holds exactly what the migrations make on an empty file, and nothing of anyone's", async () => {
    expect(existsSync(BUILT), `${BUILT} is written by npm run build`).toBe(true);
    const built = contents(BUILT);
    expect(built).toEqual(contents(await migratedFromScratch()));
    expect(built.applied.length).toBeGreaterThan(20);
    expect(built.rows.users).toBe(0);
    expect(built.rows.platform_secrets).toBe(0);
    // Already in WAL mode: a first start's switch is then a read of the header, not a rewrite and sync of the file.
    expect(built.journalMode).toBe("wal");
  });

  it("is where a new site starts: migrate() then finds nothing to run", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-start-"));
    const { db } = openDatabase({ dataDir, freshFrom: BUILT });
    const pending = (await migratorFor(db).getMigrations()).filter((migration) => !migration.executedAt);
    expect(pending).toEqual([]);
    await migrate(db);
    await db.destroy();
  });

  it("never replaces a database a site already has", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-existing-"));
    const { db } = openDatabase({ dataDir });
    await migrate(db);
    await db.insertInto("site_settings").values({ key: "kept", value: "yes", updated_at: "2026-11-28T00:00:00Z" }).execute();
    await db.destroy();

    const reopened = openDatabase({ dataDir, freshFrom: BUILT }).db;
    const kept = await reopened.selectFrom("site_settings").select("value").where("key", "=", "kept").executeTakeFirst();
    await reopened.destroy();
    expect(kept?.value).toBe("yes");
  });

  it("gives processes starting at once on one folder one whole database, and leaves no copy behind", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-race-"));
    const location = path.join(dataDir, "site.db");
    const start = `import { startFromFreshDatabase } from "./server/platform/fresh-database.ts"; startFromFreshDatabase(${JSON.stringify(location)}, ${JSON.stringify(BUILT)});`;
    await Promise.all(Array.from({ length: 4 }, () => run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", start])));
    expect(readdirSync(dataDir)).toEqual(["site.db"]);
    expect(contents(location)).toEqual(contents(BUILT));
    startFromFreshDatabase(location, BUILT);
    expect(readdirSync(dataDir)).toEqual(["site.db"]);
  });

  it("on a filesystem that takes no hard link, a new site still starts: its migrations build the database", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fresh-nolink-"));
    // What a FAT volume or some network shares answer; node's ES module view of node:fs follows the patched function.
    const refuseLinks = `import fs from "node:fs"; import { syncBuiltinESMExports } from "node:module";
      fs.linkSync = () => { throw Object.assign(new Error("operation not permitted, link"), { code: "EPERM" }); };
      syncBuiltinESMExports();`;
    const start = `${refuseLinks}
      const { migrate, openDatabase } = await import("./server/platform/database.ts");
      const { db } = openDatabase({ dataDir: ${JSON.stringify(dataDir)}, freshFrom: ${JSON.stringify(BUILT)} });
      await migrate(db);
      await db.destroy();`;
    await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", start]);
    expect(readdirSync(dataDir).filter((name) => !name.startsWith("site.db-"))).toEqual(["site.db"]);
    expect(contents(path.join(dataDir, "site.db")).applied).toEqual(contents(BUILT).applied);
  });
});
