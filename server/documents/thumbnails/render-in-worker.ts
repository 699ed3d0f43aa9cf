import { Worker } from "node:worker_threads";
import { Unrenderable } from "./render";

export type RenderRequest = { kind: string; bytes: Uint8Array; width: number };
export type RenderReply = { image: Uint8Array } | { unrenderable: string } | { failed: string };

/** pdf.js's own heap for one page; a file that needs more keeps its icon rather than taking the server's memory. */
const HEAP_LIMIT_MB = 768;
/** An idle thread gives its memory (pdf.js, fonts, the canvas) back after this long. */
const IDLE_MS = 30_000;

// Built, the worker is its own entry beside the server's chunks. From source (tests, `npm run dev`) tsx's API loads it,
// found from the working folder (the checkout), since Node 20 does not pass `--import tsx` on to a worker's loader.
const fromSource = import.meta.url.endsWith(".ts");
const newThread = () =>
  fromSource
    ? new Worker(
        `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(new URL("./render-worker.ts", import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`,
        { eval: true, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } },
      )
    : new Worker(new URL("./thumbnail-worker.js", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });

let thread: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let turns: Promise<unknown> = Promise.resolve();

function startThread() {
  const worker = newThread();
  // Heard even between drawings: an "error" nobody listens to would end the web process, and a thread that ended
  // must not be handed the next file.
  const forget = () => {
    if (thread === worker) thread = undefined;
  };
  worker.on("error", forget).on("exit", forget);
  return worker;
}

function drawOnThread({ kind, bytes, width }: RenderRequest): Promise<Buffer> {
  clearTimeout(idle);
  const worker = thread ?? startThread();
  thread = worker;
  // An idle thread must not keep the process alive; one drawing does, so the file is not left half done.
  worker.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = (lost: boolean) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      if (lost) return;
      worker.unref();
      idle = setTimeout(() => {
        if (thread === worker) thread = undefined;
        void worker.terminate();
      }, IDLE_MS).unref();
    };
    const onMessage = (reply: RenderReply) => {
      settle(false);
      if ("image" in reply) resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      else if ("unrenderable" in reply) reject(new Unrenderable(reply.unrenderable));
      else reject(new Error(reply.failed));
    };
    const onError = (error: Error & { code?: string }) => {
      settle(true);
      // One file is drawn at a time, so running out of memory is this file's doing.
      reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new Unrenderable("drawing it needs more memory than a thumbnail may take") : error);
    };
    const onExit = () => {
      settle(true);
      reject(new Error("the thumbnail thread stopped before it answered"));
    };
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    const request: RenderRequest = { kind, bytes, width };
    worker.postMessage(request, [bytes.buffer as ArrayBuffer]);
  });
}

/**
 * renderThumbnail on a thread of its own, one file at a time: pdf.js under Node has no worker of its own, so on the web
 * process's thread parsing and drawing a drawing held every visitor's request (a busy CI run answered 503 meanwhile).
 */
export function renderInWorker(request: RenderRequest): Promise<Buffer> {
  const turn = turns.then(() => drawOnThread(request));
  turns = turn.catch(() => undefined);
  return turn;
}
