import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsPerDay } from "../../server/leads/lead-queries";
import { dialects, startSite, type TestSite } from "./harness";
import { insertLead } from "./support/factories";

/** Issue 27: the overview's leads per day are counted by the database, with one formatter per zone, not one per lead. */
describe.each(dialects)("leads per local day on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("counts each lead on its local calendar day in the zone, spam and older leads left out, without a formatter per lead", async () => {
    const now = new Date("2026-11-24T15:00:00Z");
    const zone = "America/New_York";
    const times: string[] = [];
    // 3 leads an hour, every 4 hours, over 35 days: some fall either side of local midnight.
    for (let h = 0; h < 35 * 24; h += 4) for (let m = 0; m < 3; m++) times.push(new Date(now.getTime() - h * 3600_000 - m * 60_000).toISOString());
    const rows = times.map((at, i) => ({ email: `f${i}@example.com`, createdAt: at, status: i % 10 === 0 ? ("spam" as const) : ("new" as const) }));
    for (const row of rows) await insertLead(site.db, { ...row, fullName: "Figure", message: "Counted by day." });

    const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    const expected = new Map<string, number>();
    for (const r of rows.filter((row) => row.status !== "spam")) {
      const local = day.format(new Date(r.createdAt));
      expected.set(local, (expected.get(local) ?? 0) + 1);
    }

    // Every formatter holds ICU memory outside the heap: count how many the overview's figure makes.
    const original = Intl.DateTimeFormat;
    let made = 0;
    const counting = new Proxy(original, {
      construct: (target, args) => {
        made++;
        return Reflect.construct(target, args);
      },
    });
    Object.defineProperty(Intl, "DateTimeFormat", { value: counting, configurable: true, writable: true });
    let perDay: Awaited<ReturnType<typeof leadsPerDay>>;
    try {
      perDay = await leadsPerDay(site.db, 30, now, zone);
      await leadsPerDay(site.db, 30, now, zone);
    } finally {
      Object.defineProperty(Intl, "DateTimeFormat", { value: original, configurable: true, writable: true });
    }
    expect(made).toBeLessThanOrEqual(2);

    expect(perDay).toHaveLength(30);
    expect(perDay.at(-1)?.day).toBe("2026-11-24");
    expect(perDay.map((d) => d.count)).toEqual(perDay.map((d) => expected.get(d.day) ?? 0));
    expect(perDay.reduce((sum, d) => sum + d.count, 0)).toBeGreaterThan(400);
  });
});
