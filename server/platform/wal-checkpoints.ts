import { createRequire } from "node:module";
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

/** `driver`: the thread's SQLite driver, better-sqlite3 unless a test names one that cannot load. */
type Options = { onFailure: () => void; driver?: string };

/**
 * Checkpoints SQLite's write-ahead log from a second connection on a worker thread. Left to itself, SQLite checkpoints
 * inside whichever commit fills the log past 1,000 pages, syncing the database file on the event loop: on a busy
 * disk that commit took 100 ms and every request waited (issue 27). The site's own connection then never checkpoints,
 * so a thread that cannot start, or ends before `stop()`, calls `onFailure`: left alone, the log would grow until the
 * disk is full.
 * The thread starts one interval after the database opens, with a checkpoint: its start (a second V8 isolate and the
 * driver: 70-90 ms of CPU on this machine) would otherwise compete with the site's own start for the same cores.
 */
export function checkpointInBackground(file: string, { onFailure, driver }: Options): { stop(): Promise<void> } {
  const require = createRequire(import.meta.url);
  const workerData = { driver: driver ?? require.resolve("better-sqlite3"), file, everyMs: EVERY_MS };
  let stopping = false;
  let running: { worker: Worker; exited: Promise<void> } | undefined;
  const starting = setTimeout(() => {
    // Required here, not at the top: loading node:worker_threads took 4-5 ms of every start.
    const { Worker } = require("node:worker_threads") as typeof import("node:worker_threads");
    const worker = new Worker(WORKER, { eval: true, workerData });
    worker.unref();
    // A thread's error is followed by its exit, which is where it is answered.
    worker.on("error", () => {});
    const exited = new Promise<void>((resolve) =>
      worker.once("exit", () => {
        if (!stopping) onFailure();
        resolve();
      }),
    );
    running = { worker, exited };
  }, EVERY_MS).unref();
  return {
    async stop() {
      stopping = true;
      clearTimeout(starting);
      if (!running) return;
      running.worker.postMessage("stop");
      await running.exited;
    },
  };
}
