import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { UsersTable } from "../../server/accounts/accounts.table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/platform/config";
import { type Db, migrate, migratorFor, openDatabase } from "../../server/platform/database";
import { dialects, freshPostgres } from "./harness";
import { TEST_SESSION_SECRET } from "../support/session-secret";

/** The two tables as they were at migration 004. */
type Before040 = Kysely<{ users: UsersTable; sessions: { id: string; user_id: string; persistent: number; created_at: string; expires_at: string } }>;

describe.each(dialects)("sessions signed in before migration 040 on %s", (dialect) => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    drop = database?.drop;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "migrate-test-")),
      LOG_LEVEL: "silent",
      ...(database && { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }),
    });
    db = openDatabase(config).db;
  });
  afterAll(async () => {
    await db.destroy();
    await drop?.();
  });

  it("get a public id and a last-seen time, so they keep working and show in the list", async () => {
    const migrator = migratorFor(db);
    const { error } = await migrator.migrateTo("004-disabled-users");
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    const early = db as unknown as Before040;
    await early
      .insertInto("users")
      .values({
        id: "u1",
        username: "early_bird",
        email: "early@example.com",
        full_name: null,
        password_hash: "x",
        role: "user",
        created_at: now,
        last_login_at: null,
        disabled_at: null,
      })
      .execute();
    for (const id of ["s1", "s2"]) {
      await early.insertInto("sessions").values({ id, user_id: "u1", persistent: 0, created_at: now, expires_at: now }).execute();
    }
    await migrate(db);
    const rows = await db.selectFrom("sessions").select(["id", "public_id", "last_seen_at"]).orderBy("id").execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.public_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.last_seen_at).toBe(now);
    }
    expect(rows[0]?.public_id).not.toBe(rows[1]?.public_id);
  });
});
