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
});
