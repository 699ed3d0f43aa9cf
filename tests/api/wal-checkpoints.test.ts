import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/platform/database";
import { checkpointInBackground } from "../../server/platform/wal-checkpoints";

/** Waits for a condition a worker thread brings about in its own time, up to 30 s; the caller's expect says what failed. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 30_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe("SQLite's log checkpointed in the background (issue 27)", () => {
  it("never checkpoints inside the site's commits, yet the database file receives what was written, and closes clean", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "wal-checkpoints-"));
    const file = path.join(dataDir, "site.db");
    const { db } = openDatabase({ dataDir, checkpointInBackground: true });
    const size = (name: string) => {
      try {
        return statSync(name).size;
      } catch {
        return 0;
      }
    };
    try {
      expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows[0]?.wal_autocheckpoint).toBe(0);
      await sql`create table scratch (body blob)`.execute(db);
      // About 8 MB in 2,000 commits: past SQLite's 1,000-page checkpoint many times over.
      for (let i = 0; i < 2_000; i++) await sql`insert into scratch values (randomblob(4000))`.execute(db);
      // The site's connection checkpoints nothing, so only the worker's checkpoints can move the pages into the file.
      await until(() => size(file) > 8_000_000);
      expect(size(file)).toBeGreaterThan(8_000_000);
    } finally {
      await db.destroy();
    }
    // The worker closed first, so the site's connection was the last one and removed the log.
    expect(size(`${file}-wal`)).toBe(0);
  });

  it("tells the site when its checkpoint thread cannot run, and not when the site stops it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "wal-checkpoints-"));
    const file = path.join(dataDir, "site.db");
    let failures = 0;
    const broken = checkpointInBackground(file, { onFailure: () => failures++, driver: path.join(dataDir, "no-such-driver.js") });
    await until(() => failures > 0);
    await broken.stop();
    expect(failures).toBe(1);

    let stoppedFailures = 0;
    const { db } = openDatabase({ dataDir, checkpointInBackground: true });
    const working = checkpointInBackground(file, { onFailure: () => stoppedFailures++ });
    // Past the interval, so the thread has started before it is stopped.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await working.stop();
    await db.destroy();
    expect(stoppedFailures).toBe(0);
  });
});
