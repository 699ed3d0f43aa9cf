/** Rows a bulk job touches per statement: small enough that one batch holds the database for milliseconds. */
export const BATCH_ROWS = 250;

/** Lets the event loop answer waiting requests before the next batch. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `step` until it reports fewer than `BATCH_ROWS` rows done, each step its own short transaction, and lets the
 * event loop answer waiting requests between steps: better-sqlite3 is synchronous, so one long statement stops the site.
 */
export async function inBatches(step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await step();
    total += done;
    if (done < BATCH_ROWS) return total;
    await yieldToRequests();
  }
}
