import { describe, expect, it } from "vitest";
import { inZone, localTime } from "../../server/platform/local-time";

describe("local times for mails and spreadsheets (issue 21 item 24)", () => {
  it("shows a stored instant as the wall clock of TIME_ZONE, across daylight-saving changes", () => {
    expect(localTime("2026-03-29T00:59:00.000Z", "Europe/London")).toBe("2026-03-29 00:59");
    expect(localTime("2026-03-29T01:00:00.000Z", "Europe/London")).toBe("2026-03-29 02:00");
    expect(localTime("2026-01-15T12:30:00.000Z", "America/New_York")).toBe("2026-01-15 07:30");
    expect(localTime("2026-07-04T16:30:00.000Z", "America/New_York")).toBe("2026-07-04 12:30");
    expect(localTime(new Date("2026-12-31T18:30:00.000Z"), "Asia/Kolkata")).toBe("2027-01-01 00:00");
    expect(localTime("2026-05-04T14:03:59.000Z", "UTC")).toBe("2026-05-04 14:03");
  });

  it("leaves a missing time empty and names the zone beside the label", () => {
    expect(localTime(null, "UTC")).toBe("");
    expect(inZone("Received", "Europe/London")).toBe("Received (Europe/London)");
  });

  it("writes what ICU writes for every instant of a year, on the days the clocks change and the days they keep still", () => {
    const zones = ["Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "America/St_Johns", "UTC"];
    for (const timeZone of zones) {
      const icu = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      });
      const expected = (at: Date) => {
        const p = Object.fromEntries(icu.formatToParts(at).map((part) => [part.type, part.value]));
        return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
      };
      const wrong: string[] = [];
      // Every 28 minutes 53 seconds through 2026: each step lands at another minute, so boundaries are crossed at many offsets.
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 1_733_000) {
        const at = new Date(ms);
        if (localTime(at.toISOString(), timeZone) !== expected(at)) wrong.push(`${timeZone} ${at.toISOString()}`);
      }
      expect(wrong).toEqual([]);
    }
  });
});
