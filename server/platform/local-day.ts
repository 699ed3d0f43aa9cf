/** One formatter per zone and purpose: each Intl.DateTimeFormat holds ICU memory outside the V8 heap (issue 27). */
function memoised(make: (timeZone: string) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    const known = made.get(timeZone);
    if (known) return known;
    const formatter = make(timeZone);
    made.set(timeZone, formatter);
    return formatter;
  };
}

const wallClock = memoised(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

/** Minutes that `timeZone` is ahead of UTC at the instant `at`. */
export function offsetMinutes(at: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant at which the local day containing `at` began in `timeZone` (DST-safe). */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const local = new Date(at.getTime() + offsetMinutes(at, timeZone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight can differ from the offset now when the clocks changed today.
  let guess = midnightAsUtc - offsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000;
  guess = midnightAsUtc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** Year, month (1–12) and day of a calendar day written YYYY-MM-DD. */
function calendarParts(day: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The UTC instant at which the local calendar day `day` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfNamedDay(day: string, timeZone: string): Date {
  const [y, m, d] = calendarParts(day);
  return startOfLocalDay(new Date(Date.UTC(y, m - 1, d, 12)), timeZone);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const [y, m, d] = calendarParts(day);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const calendarDay = memoised((timeZone) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }));

/** The local calendar day (YYYY-MM-DD) in `timeZone` that contains the instant `at`. */
function localDayOf(at: Date, timeZone: string): string {
  return calendarDay(timeZone).format(at);
}

/** The last `days` local calendar days up to and including the one containing `now`, oldest first. */
export function lastLocalDays(now: Date, days: number, timeZone: string): string[] {
  const [y, m, d] = calendarParts(localDayOf(now, timeZone));
  return Array.from({ length: days }, (_, i) => new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10));
}

/** The local calendar day (YYYY-MM-DD) and hour (0–23) in `timeZone` at the instant `at`: when a person's morning has come. */
export function localDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = wallClock(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

/** The last `months` local calendar months (YYYY-MM) up to the one containing `now`, oldest first. */
export function lastLocalMonths(now: Date, months: number, timeZone: string): string[] {
  const [y, m] = calendarParts(localDayOf(now, timeZone));
  return Array.from({ length: months }, (_, i) => new Date(Date.UTC(y, m - 1 - (months - 1 - i), 1)).toISOString().slice(0, 7));
}
