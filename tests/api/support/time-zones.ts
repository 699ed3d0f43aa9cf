import { localDayAndHour } from "../../../server/platform/local-day";

/** Fixed-offset zones whose wall clock now reads an hour in [from, to]: a digest's morning, or not yet. */
export function zonesAtHour(from: number, to: number, now = new Date()): string[] {
  const zones: string[] = [];
  for (let offset = -12; offset <= 14; offset++) {
    const zone = offset === 0 ? "Etc/UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
    const { hour } = localDayAndHour(now, zone);
    if (hour >= from && hour <= to) zones.push(zone);
  }
  if (zones.length === 0) throw new Error(`no zone reads ${from}-${to} h now`);
  return zones;
}
