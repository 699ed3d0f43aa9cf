/** The value at quantile q (0–1) of the measurements; a measure that took none is a broken run, not a zero. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  if (value === undefined) throw new Error("percentile of no measurements");
  return value;
}
