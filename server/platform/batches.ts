/**
 * How long one batch of a bulk job may take. better-sqlite3 is synchronous, so while a batch runs every request
 * waits behind it: this bounds that wait (issue 27's target is a home page p99 of 100 ms while any job runs).
 */
export const BATCH_BUDGET_MS = 20;
const FIRST_ROWS = 50;
const MOST_ROWS = 1_000;

/** Lets the event loop answer waiting requests before the next batch. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Sizes batches by time: each next batch holds as many rows as the last one's pace fits in BATCH_BUDGET_MS, never
 * more than twice the last, so a busy machine or costly rows (search-index rewrites) get smaller batches.
 */
export function batchSizer() {
  let rows = FIRST_ROWS;
  return {
    get rows() {
      return rows;
    },
    async measure<T>(work: (rows: number) => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await work(rows);
      const took = Math.max(0.01, performance.now() - started);
      rows = Math.max(1, Math.min(MOST_ROWS, 2 * rows, Math.floor((rows * BATCH_BUDGET_MS) / took)));
      return result;
    },
  };
}

/**
 * Runs `step` with a row count until it reports fewer rows done than asked, each step its own short transaction
 * sized to about BATCH_BUDGET_MS, and lets the event loop answer waiting requests between steps.
 */
export async function inBatches(step: (rows: number) => Promise<number>, sizer = batchSizer()): Promise<number> {
  let total = 0;
  for (;;) {
    const asked = sizer.rows;
    const done = await sizer.measure(step);
    total += done;
    if (done < asked) return total;
    await yieldToRequests();
  }
}
