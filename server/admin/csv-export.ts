import { Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";
import { yieldToRequests } from "../platform/batches";

// A cell a spreadsheet would read as a formula is prefixed with a quote (OWASP CSV injection advice).
const FORMULA_START = /^[=+\-@\t\r]/;
const spreadsheetSafe = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
// A defused cell is quoted too, so no reader mistakes the leading quote for part of a bare value.
const QUOTING = { quoted_match: /^'[=+\-@\t\r]/ };

type Cell = string | number | boolean | null | undefined;
/** Rows written as one piece of text: a stream chunk per row cost as much as reading the row (issue 27). */
const ROWS_PER_CHUNK = 500;
/** How long an export works before it lets waiting requests in. */
const YIELD_EVERY_MS = 10;

/** The CSV text: a byte-order mark and the header row, then the rows, a few hundred per chunk. */
async function* csvText(header: string[], rows: AsyncIterable<Cell[]>): AsyncGenerator<string> {
  yield `\ufeff${stringify([header], QUOTING)}`;
  let chunk: string[][] = [];
  let since = performance.now();
  for await (const row of rows) {
    chunk.push(row.map((cell) => (cell == null ? "" : spreadsheetSafe(String(cell)))));
    if (chunk.length < ROWS_PER_CHUNK) continue;
    yield stringify(chunk, QUOTING);
    chunk = [];
    // A reader that keeps up never makes the socket push back, so the stream alone could run for seconds
    // without letting another request in (on SQLite every read is synchronous): every few milliseconds, it does.
    if (performance.now() - since > YIELD_EVERY_MS) {
      await yieldToRequests();
      since = performance.now();
    }
  }
  if (chunk.length > 0) yield stringify(chunk, QUOTING);
}

/** Streams rows as a CSV download: every cell made spreadsheet-safe, a header row first, rows as the source yields them; a failure half-way ends the download. */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<Cell[]>) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(Readable.from(csvText(header, rows), { objectMode: false }));
}
