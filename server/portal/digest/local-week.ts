const parts = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: each holds ICU memory outside the V8 heap. */
function formatterFor(timeZone: string) {
  let made = parts.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric" });
    parts.set(timeZone, made);
  }
  return made;
}

/**
 * The ISO week (2026-W48) that holds `now` in `timeZone`, the local calendar day, and whether that week's digest
 * is due: from Monday at `hour` local time to the end of Wednesday, so a digest missed on Monday (the server down,
 * say) still goes that week, while someone who joins late in the week waits for the next Monday.
 */
export function localWeek(now: Date, timeZone: string, hour: number): { week: string; day: string; due: boolean } {
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((x) => [x.type, Number(x.value)]),
  ) as Record<string, number>;
  const local = new Date(Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1));
  const weekday = local.getUTCDay() || 7;
  // ISO 8601: the week belongs to the year of its Thursday.
  const thursday = new Date(local);
  thursday.setUTCDate(local.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return {
    week: `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`,
    day: local.toISOString().slice(0, 10),
    due: (weekday === 1 && (p.hour ?? 0) >= hour) || weekday === 2 || weekday === 3,
  };
}
