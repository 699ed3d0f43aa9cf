const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/**
 * A duration as mails and pages state it: whole days from a week up ("7 days", "30 days"), else whole hours
 * ("1 hour", "72 hours": people read link lifetimes and replies in hours), else whole minutes, and below a minute
 * seconds ("5 seconds").
 */
export function durationInWords(ms: number): string {
  if (ms >= 7 * DAY_MS && ms % DAY_MS === 0) return count(ms / DAY_MS, "day");
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) return count(ms / HOUR_MS, "hour");
  if (ms >= MINUTE_MS) return count(Math.round(ms / MINUTE_MS), "minute");
  return count(Math.max(1, Math.round(ms / SECOND_MS)), "second");
}
