import { describe, expect, it } from "vitest";
import { formatAgo, formatCalendarDay, formatChartDay, formatDate, formatDateTime } from "../../contract/dates";

describe("the one date formatter", () => {
  it("writes calendar days in the spec's style, whatever the zone", () => {
    expect(formatCalendarDay("2025-05-05")).toBe("May 5, 2025");
    expect(formatChartDay("2026-05-04")).toBe("May 4");
  });

  it("writes instants as a US date and a 12-hour time, and a dash when missing", () => {
    const noon = new Date(2026, 4, 4, 14, 3).toISOString();
    expect(formatDate(noon)).toBe("May 4, 2026");
    expect(formatDateTime(noon)).toMatch(/^May 4, 2026, 2:03\sPM$/);
    expect(formatDateTime(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
  });

  it("says how long ago, then falls back to the date", () => {
    const now = Date.parse("2026-05-20T12:00:00Z");
    expect(formatAgo("2026-05-20T11:55:00Z", now)).toBe("5 min ago");
    expect(formatAgo("2026-05-20T09:00:00Z", now)).toBe("3 h ago");
    expect(formatAgo("2026-05-18T12:00:00Z", now)).toBe("2 d ago");
    expect(formatAgo("2026-05-01T12:00:00Z", now)).toBe(formatDate("2026-05-01T12:00:00Z"));
  });
});
