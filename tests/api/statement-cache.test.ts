import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate, openDatabase } from "../../server/platform/database";

describe("SQLite prepared statements", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are prepared once per SQL text, and a stream left half-read does not block the next query", async () => {
    const prepare = vi.spyOn(SQLite.prototype, "prepare");
    const { db } = openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "statements-")) });
    await migrate(db);
    await db
      .insertInto("site_settings")
      .values([
        { key: "a", value: "1", updated_at: "2026-11-22T00:00:00Z" },
        { key: "b", value: "2", updated_at: "2026-11-22T00:00:00Z" },
      ])
      .execute();
    const query = () => db.selectFrom("site_settings").select(["key", "value"]).orderBy("key");
    const preparedFor = (sql: string) => prepare.mock.calls.filter(([text]) => text === sql).length;
    const sql = query().compile().sql;

    for (let i = 0; i < 5; i++) expect(await query().execute()).toHaveLength(2);
    expect(preparedFor(sql)).toBe(1);

    // A stream left half-read hands its statement back: the same query runs again at once.
    for await (const _row of query().stream()) break;
    expect(await query().execute()).toHaveLength(2);
    const streamed: string[] = [];
    for await (const row of query().stream()) streamed.push(row.key);
    expect(streamed).toEqual(["a", "b"]);
    await db.destroy();
  });
});
