import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { THUMBNAIL_WIDTH } from "../contract/documents";
import { renderThumbnail } from "../server/documents/thumbnails/render";
import { renderInOwnProcess } from "../server/documents/thumbnails/render-in-own-process";

// Usage: npm run bench:thumbnails  (DRAWINGS=20 for more). What a visitor's request waits while the site draws a
// thumbnail: the event loop's delay with the drawing on the site's own thread (as before decision 048's amendment)
// and in a process of its own (as now), the same drawing, side by side in one run.
const DRAWINGS = Number(process.env.DRAWINGS ?? 10);
const drawing = readFileSync(new URL("../tests/fixtures/documents/ground-floor-plan.pdf", import.meta.url));
const load = () => loadavg()[0]!.toFixed(1);
const ways = {
  "on the web process's thread": () => renderThumbnail("pdf", new Uint8Array(drawing), THUMBNAIL_WIDTH),
  "in its own process": () => renderInOwnProcess({ kind: "pdf", bytes: new Uint8Array(drawing), width: THUMBNAIL_WIDTH }),
};

async function timed(draw: () => Promise<Buffer>, times: number) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  for (let i = 0; i < times; i++) await draw();
  delay.disable();
  const ms = (ns: number) => Math.round(ns / 1e6);
  return { ms: Math.round(performance.now() - started), maxDelayMs: ms(delay.max), p99DelayMs: ms(delay.percentile(99)) };
}

const rows = [];
for (const [where, draw] of Object.entries(ways)) {
  const first = await timed(draw, 1);
  const steady = await timed(draw, DRAWINGS);
  rows.push({
    where,
    "first (loads pdf.js) ms": first.ms,
    "first: loop delay max ms": first.maxDelayMs,
    [`${DRAWINGS} more ms`]: steady.ms,
    "loop delay max ms": steady.maxDelayMs,
    "loop delay p99 ms": steady.p99DelayMs,
    load: load(),
  });
}
console.table(rows);
process.exit(0);
