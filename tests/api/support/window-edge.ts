const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Waits, when needed, until at least `seconds` remain before the next quarter hour. The limits count in fixed
 * windows of 15 and 60 minutes that start on the quarter hour; a test that builds up a count over many requests
 * must not see its window end half-way through.
 */
export async function clearOfWindowEdge(seconds = 60) {
  const left = QUARTER_HOUR_MS - (Date.now() % QUARTER_HOUR_MS);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
