import { describe, expect, it } from "vitest";
import { dayAfter, startOfLocalDay, startOfNamedDay } from "../../server/platform/local-day";

describe("local day boundaries", () => {
  it("finds midnight in zones ahead of and behind UTC", () => {
    expect(startOfLocalDay(new Date("2026-11-22T04:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(startOfLocalDay(new Date("2026-11-22T19:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(startOfLocalDay(new Date("2026-11-22T03:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-21T05:00:00.000Z");
    expect(startOfLocalDay(new Date("2026-11-22T23:59:59Z"), "UTC").toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });

  it("uses the offset in force at midnight on the days the clocks change", () => {
    // London springs forward at 01:00 UTC on 29 March 2026 and falls back at 01:00 UTC on 25 October 2026.
    expect(startOfLocalDay(new Date("2026-03-29T20:00:00Z"), "Europe/London").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfLocalDay(new Date("2026-03-30T12:00:00Z"), "Europe/London").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(startOfLocalDay(new Date("2026-10-25T20:00:00Z"), "Europe/London").toISOString()).toBe("2026-10-24T23:00:00.000Z");
  });

  it("names a calendar day's start and the next day", () => {
    expect(startOfNamedDay("2026-11-22", "Asia/Kolkata").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
  });
});
