import { createRequire } from "node:module";
import { once } from "node:events";
import type { Worker } from "node:worker_threads";

/** How often the background connection copies the write-ahead log into the database file. */
const EVERY_MS = 1_000;

// CommonJS evaluated in the worker: no file to ship beside the bundle; the driver's path comes from here.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.file, { timeout: 1000 });
const checkpoint = () => { try { file.pragma("wal_checkpoint(PASSIVE)"); } catch {} };
checkpoint();
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once("message", () => { clearInterval(timer); file.close(); parentPort.close(); });
`;

/**
 * Checkpoints SQLite's write-ahead log from a second connection on a worker thread. Left to itself, SQLite checkpoints
 * inside whichever commit fills the log past 1,000 pages, syncing the database file on the event loop: on a busy
 * disk that commit took 100 ms and every request waited (issue 27). The site's own connection then never checkpoints.
 * The thread starts one interval after the database opens, with a checkpoint: its start (a second V8 isolate and the
 * driver: 70-90 ms of CPU on this machine) would otherwise compete with the site's own start for the same cores.
 */
export function checkpointInBackground(file: string): { stop(): Promise<void> } {
  const require = createRequire(import.meta.url);
  const driver = require.resolve("better-sqlite3");
  let running: { worker: Worker; exited: Promise<unknown> } | undefined;
  const starting = setTimeout(() => {
    // Required here, not at the top: loading node:worker_threads took 4-5 ms of every start.
    const { Worker } = require("node:worker_threads") as typeof import("node:worker_threads");
    const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs: EVERY_MS } });
    worker.unref();
    running = { worker, exited: once(worker, "exit") };
  }, EVERY_MS).unref();
  return {
    async stop() {
      clearTimeout(starting);
      if (!running) return;
      running.worker.postMessage("stop");
      await running.exited;
    },
  };
}
