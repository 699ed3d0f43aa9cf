/** The test's own assertion that a looked-up item exists: it fails naming what was missing instead of reading undefined. */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}
