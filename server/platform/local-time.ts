// Issue 21 item 24: people read mails and spreadsheets in the firm's own time, never in ISO UTC.
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

/** The wall-clock time in `timeZone` (TIME_ZONE) of a stored instant, as "2026-05-04 14:03"; empty for none. */
export function localTime(at: string | Date | null | undefined, timeZone: string): string {
  if (!at) return "";
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** A column or label that names the zone its times are in: "Received (Europe/London)". */
export const inZone = (label: string, timeZone: string) => `${label} (${timeZone})`;
