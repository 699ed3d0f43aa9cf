import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { FastifyReply } from "fastify";
import { yieldToRequests } from "../platform/batches";

// A cell a spreadsheet would read as a formula is prefixed with a quote (OWASP CSV injection advice).
const FORMULA_START = /^[=+\-@\t\r]/;
const spreadsheetSafe = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

type Cell = string | number | boolean | null | undefined;
/** How long an export works before it lets waiting requests in. */
const YIELD_EVERY_MS = 10;

/** Streams rows as a CSV download: every cell made spreadsheet-safe, a header row first, rows as the source yields them. */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<Cell[]>) {
  const csv = stringify({
    header: true,
    columns: header,
    bom: true,
    // A defused cell is quoted too, so no reader mistakes the leading quote for part of a bare value.
    quoted_match: /^'[=+\-@\t\r]/,
  });
  const source = Readable.from(
    (async function* () {
      let since = performance.now();
      for await (const row of rows) {
        yield row.map((cell) => (cell == null ? "" : spreadsheetSafe(String(cell))));
        // A reader that keeps up never makes the socket push back, so the stream alone could run for seconds
        // without letting another request in (on SQLite every read is synchronous): every few milliseconds, it does.
        if (performance.now() - since > YIELD_EVERY_MS) {
          await yieldToRequests();
          since = performance.now();
        }
      }
    })(),
    { objectMode: true },
  );
  // A failure half-way ends the download instead of leaving it hanging.
  pipeline(source, csv, () => {});
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
