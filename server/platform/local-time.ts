// Issue 21 item 24: people read mails and spreadsheets in the firm's own time, never in ISO UTC.
import { offsetMinutes } from "./local-day";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made once: each Intl.DateTimeFormat holds ICU memory outside the V8 heap (issue 27). */
function formatterFor(timeZone: string) {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, made);
  }
  return made;
}

const DAY_MS = 86_400_000;
/** Per zone, the offset of each UTC day whose two ends share one (null for a day the clocks change); bounded, as a cache. */
const steadyOffsets = new Map<string, Map<number, number | null>>();
const REMEMBERED_DAYS = 20_000;

/** The zone's offset for the whole UTC day `day`, or null when it changes within that day. */
function steadyOffset(day: number, timeZone: string): number | null {
  const days = steadyOffsets.get(timeZone) ?? new Map<number, number | null>();
  steadyOffsets.set(timeZone, days);
  let offset = days.get(day);
  if (offset === undefined) {
    const start = offsetMinutes(new Date(day * DAY_MS), timeZone);
    offset = start === offsetMinutes(new Date((day + 1) * DAY_MS - 1), timeZone) ? start : null;
    if (days.size >= REMEMBERED_DAYS) days.clear();
    days.set(day, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The wall-clock time in `timeZone` (TIME_ZONE) of a stored instant, as "2026-05-04 14:03"; empty for none. A CSV
 * export writes one per row, so on the days the clocks keep still it adds the day's offset (two ICU calls a day
 * instead of one a row, issue 27) and asks ICU itself on the days they change.
 */
export function localTime(at: string | Date | null | undefined, timeZone: string): string {
  if (!at) return "";
  const ms = typeof at === "string" ? Date.parse(at) : at.getTime();
  const offset = steadyOffset(Math.floor(ms / DAY_MS), timeZone);
  if (offset === null) {
    const parts = Object.fromEntries(
      formatterFor(timeZone)
        .formatToParts(new Date(ms))
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  }
  const local = new Date(ms + offset * 60_000);
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** A column or label that names the zone its times are in: "Received (Europe/London)". */
export const inZone = (label: string, timeZone: string) => `${label} (${timeZone})`;
