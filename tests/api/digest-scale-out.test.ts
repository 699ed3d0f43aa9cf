import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { changeMailPreferences } from "../../server/accounts/mail-preferences/mail-preferences";
import { openDatabase } from "../../server/platform/database";
import { enqueue } from "../../server/platform/jobs";
import { localDayAndHour } from "../../server/platform/local-day";
import { freePort, type SiteProcess, startSiteProcess } from "../support/site-process";
import { dialects, freshPostgres } from "./harness";
import { insertLead, makeUser } from "./support/factories";
import { smtpSink } from "./support/smtp-sink";
import { zonesAtHour } from "./support/time-zones";

const admin = { ADMIN_USERNAME: "owner", ADMIN_EMAIL: "owner@stratumbim.com", ADMIN_PASSWORD: "Granite-Falcon-81" };
/** Digest runs queued at once: both instances take several of them in parallel. */
const RUNS = 12;

// The digest is made idempotent by a key in the database, not by timing: here every run races every other.
describe.each(dialects)("the daily digest with two instances on one %s database", (dialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("sends exactly one digest per owner and day, in each owner's time zone, however many runs overlap", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    if (database) cleanups.push(database.drop);
    const sink = await smtpSink(await freePort());
    await sink.start();
    cleanups.push(sink.stop);
    const shared = { ...admin, DATABASE_URL: database?.url ?? "", DATA_DIR: mkdtempSync(path.join(tmpdir(), "digest-")), SMTP_URL: sink.url };
    const sites: SiteProcess[] = [];
    for (const port of [await freePort(), await freePort()]) {
      const site = startSiteProcess(port, { ...shared, ...(database && { DATA_DIR: mkdtempSync(path.join(tmpdir(), "digest-")) }) });
      cleanups.push(() => site.stop());
      sites.push(site);
    }
    await Promise.all(sites.map((s) => s.ready()));

    const { db } = openDatabase({ databaseUrl: database?.url, dataDir: shared.DATA_DIR });
    cleanups.push(() => db.destroy());
    const mornings = zonesAtHour(9, 22);
    const night = zonesAtHour(1, 6)[0] ?? "";
    const people = await Promise.all([0, 1, 2].map(() => makeUser({ db }, { role: "staff" })));
    const zones = [mornings[0] ?? "", mornings.at(-1) ?? "", night];
    for (const [i, person] of people.entries()) {
      await db.transaction().execute((trx) => changeMailPreferences(trx, person.id, { leadDigest: true, timeZone: zones[i] ?? "Etc/UTC" }));
      for (const n of [1, 2]) {
        const id = await insertLead(db, { email: `client${i}.${n}@digest.example`, fullName: `Client ${i}.${n}` });
        await db
          .updateTable("leads")
          .set({ owner_id: person.id, next_action: "Chase the signed fee letter", next_action_date: "2020-01-01" })
          .where("id", "=", id)
          .execute();
      }
    }
    for (let run = 0; run < RUNS; run++) await enqueue(db, { kind: "leads.digest", payload: {}, dedupeKey: `race-${run}` });

    const pending = async () =>
      (
        await db
          .selectFrom("jobs")
          .select("id")
          .where("kind", "in", ["leads.digest", "mail"])
          .where("status", "=", "pending")
          .where("run_at", "<=", new Date().toISOString())
          .execute()
      ).length;
    for (const deadline = Date.now() + 120_000; (await pending()) > 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 200));
    expect(await pending()).toBe(0);
    const raced = await db.selectFrom("jobs").select("status").where("dedupe_key", "like", "race-%").execute();
    expect(raced.map((j) => j.status)).toEqual(Array(RUNS).fill("done"));

    const digests = sink.received.filter((m) => m.subject?.startsWith("Your leads for"));
    const recipients = digests.map((m) => (Array.isArray(m.to) ? "" : m.to?.value[0]?.address)).sort();
    expect(recipients).toEqual([people[0]?.email, people[1]?.email].sort());
    expect(digests.every((m) => m.subject?.includes("2 overdue"))).toBe(true);
    const rows = await db
      .selectFrom("lead_digests")
      .selectAll()
      .where(
        "user_id",
        "in",
        people.map((p) => p.id),
      )
      .execute();
    expect(rows.map((r) => [r.user_id, r.day]).sort()).toEqual(
      [0, 1].map((i) => [people[i]?.id, localDayAndHour(new Date(), zones[i] ?? "Etc/UTC").day]).sort(),
    );
  });
});
