import { describe, expect, it } from "vitest";
import { BATCH_BUDGET_MS, inBatches } from "../../server/platform/batches";

/** A step that costs `msPerRow` of busy CPU per row asked for, and finishes after `total` rows. */
function costlyRows(total: number, msPerRow: number) {
  let left = total;
  const asked: number[] = [];
  const step = async (rows: number) => {
    asked.push(rows);
    const done = Math.min(rows, left);
    for (const until = performance.now() + done * msPerRow; performance.now() < until; );
    left -= done;
    return done;
  };
  return { step, asked };
}

describe("bulk work in batches (issue 27)", () => {
  it("sizes each batch to about BATCH_BUDGET_MS from the last one's pace, however costly a row is", async () => {
    // A row costs a millisecond: after the first batch none may ask for more rows than fit in the budget.
    const slow = costlyRows(400, 1);
    expect(await inBatches(slow.step)).toBe(400);
    expect(slow.asked.slice(1).every((rows) => rows <= BATCH_BUDGET_MS)).toBe(true);
    // Cheap rows: batches grow (at most doubling) instead of paying a transaction per few rows.
    const cheap = costlyRows(20_000, 0);
    await inBatches(cheap.step);
    expect(Math.max(...cheap.asked)).toBeGreaterThan(250);
    for (let i = 1; i < cheap.asked.length; i++) expect(cheap.asked[i]).toBeLessThanOrEqual(2 * (cheap.asked[i - 1] ?? 0));
  });

  it("lets the event loop run between batches", async () => {
    const { step, asked } = costlyRows(300, 0.2);
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await inBatches(step);
    counting = false;
    // A macrotask ran between every two batches: requests waiting on I/O get the same turn.
    expect(turns).toBeGreaterThanOrEqual(asked.length - 1);
  });
});
