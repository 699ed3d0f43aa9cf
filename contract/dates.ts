/**
 * Every date a person reads on the site, in the spec's US style ("May 5, 2025"): article and legal dates, the
 * console's tables, the account's sessions. Times are the browser's own zone; calendar days stay as written.
 */
// Made at first use: the first formatter loads ICU's data, about 10 ms that the server's start-up need not pay.
const formatter = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("en-US", options));
};
const calendarDay = formatter({ month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const chartDay = formatter({ month: "short", day: "numeric", timeZone: "UTC" });
const date = formatter({ dateStyle: "medium" });
const dateTime = formatter({ dateStyle: "medium", timeStyle: "short" });

const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

/** A calendar day written YYYY-MM-DD (front matter, legal dates): "May 5, 2025", whatever the reader's zone. */
export const formatCalendarDay = (isoDay: string) => calendarDay().format(dayStart(isoDay));

/** A day on a chart's axis: "May 4". */
export const formatChartDay = (isoDay: string) => chartDay().format(dayStart(isoDay));

/** "May 4, 2026"; a missing value is a dash. */
export const formatDate = (iso: string | null | undefined) => (iso ? date().format(new Date(iso)) : "—");

/** "May 4, 2026, 2:03 PM"; a missing value is a dash. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime().format(new Date(iso)) : "—");

/** '5 min ago', '3 h ago', '2 d ago', else the date. */
export function formatAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.round(minutes / 60)} h ago`;
  if (minutes < 7 * 24 * 60) return `${Math.round(minutes / 1440)} d ago`;
  return formatDate(iso);
}
