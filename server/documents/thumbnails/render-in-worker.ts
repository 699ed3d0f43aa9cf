import { lazyPool } from "../../platform/worker-pool";
import { Unrenderable } from "./render";

export type RenderRequest = { kind: string; bytes: Uint8Array; width: number };
export type RenderReply = { image: Uint8Array } | { unrenderable: string };

/** pdf.js's own heap for one page; a file that needs more keeps its icon rather than taking the server's memory. */
const HEAP_LIMIT_MB = 768;
/** An idle thread gives its memory (pdf.js, fonts, the canvas) back after this long. */
const IDLE_MS = 30_000;

// One thread, started at the first file: one file at a time, the rest wait their turn.
const threads = lazyPool<RenderRequest, RenderReply>(
  { source: new URL("./render-worker.ts", import.meta.url), built: new URL("./thumbnail-worker.js", import.meta.url) },
  { maxThreads: 1, idleTimeout: IDLE_MS, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } },
);

/**
 * renderThumbnail on a thread of its own: pdf.js under Node has no worker of its own, so on the web process's thread
 * parsing and drawing a drawing held every visitor's request (a busy CI run answered 503 meanwhile). The file's bytes
 * are moved to the thread, not copied. A thread that fails (a module that did not load) rejects, so the job is retried.
 */
export async function renderInWorker(request: RenderRequest): Promise<Buffer> {
  // A small Buffer is a view of a pool other Buffers share: only bytes that own their whole ArrayBuffer are moved.
  const { bytes } = request;
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  let reply: RenderReply;
  try {
    reply = await (await threads()).run({ ...request, bytes: own }, { transferList: [own.buffer as ArrayBuffer] });
  } catch (error) {
    // One file is drawn at a time, so running out of memory is this file's doing.
    if ((error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY") throw new Unrenderable("drawing it needs more memory than a thumbnail may take");
    throw error;
  }
  if ("unrenderable" in reply) throw new Unrenderable(reply.unrenderable);
  return Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength);
}
