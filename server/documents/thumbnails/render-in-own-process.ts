import { type ChildProcess, fork } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { runningFromSource, workerCode } from "../../platform/worker-code";
import { Unrenderable } from "./render";

export type RenderRequest = { kind: string; bytes: Uint8Array; width: number };
export type RenderReply = { image: Uint8Array } | { unrenderable: string } | { failed: string };

/** pdf.js's own heap for one page; a file that needs more keeps its icon rather than taking the server's memory. */
const HEAP_LIMIT_MB = 768;
/** An idle drawing process gives its memory (pdf.js, fonts, the canvas) back after this long. */
const IDLE_MS = 30_000;
/** Below the site's own priority, so pages and sign-ins come first while a drawing is made. */
const NICE = 10;

const entry = fileURLToPath(workerCode({ source: new URL("./render-process.ts", import.meta.url), built: new URL("./thumbnail-process.js", import.meta.url) }));
// Node 20 parses every certificate NODE_EXTRA_CA_CERTS names before any code runs: a drawing process opens no
// connection, and without it started 80 ms sooner on a machine whose variable names the system's 144.
const drawingEnv = () => ({ ...process.env, NODE_EXTRA_CA_CERTS: undefined });
const execArgv = [...(runningFromSource ? ["--import", "tsx"] : []), `--max-old-space-size=${HEAP_LIMIT_MB}`];

let drawer: ChildProcess | undefined;
let idle: NodeJS.Timeout | undefined;
let turn: Promise<unknown> = Promise.resolve();

/**
 * renderThumbnail in a process of its own, one file at a time, started at the first file and ended after 30 s idle.
 * The canvas is native code: where it crashes or runs out of memory on a file, that process ends and the job is
 * retried (or the file keeps its icon) while the site goes on answering; on a thread of the site's process the same
 * crash would end the site.
 */
export function renderInOwnProcess(request: RenderRequest): Promise<Buffer> {
  const drawn = turn.then(() => draw(request));
  turn = drawn.catch(() => {});
  return drawn;
}

function running(): ChildProcess {
  if (drawer?.connected) return drawer;
  const child = fork(entry, [], { execArgv, env: drawingEnv(), serialization: "advanced" });
  try {
    if (child.pid !== undefined) setPriority(child.pid, NICE);
  } catch {
    // Where priorities cannot be set, it draws at the site's own.
  }
  const forget = () => {
    if (drawer === child) drawer = undefined;
  };
  child.once("exit", forget);
  // A process that could not start, or a channel that broke, is the drawing's failure (below), never the site's.
  child.on("error", forget);
  drawer = child;
  return child;
}

function draw(request: RenderRequest, { fresh = false } = {}): Promise<Buffer> {
  clearTimeout(idle);
  if (fresh) drawer = undefined;
  // An idle process can die unnoticed (its exit not yet told when the next file comes): a new one then draws that file.
  const reused = drawer?.connected === true;
  const child = running();
  child.ref();
  child.channel?.ref();
  return new Promise<Buffer>((resolve, reject) => {
    const settle = () => {
      child.off("exit", ended);
      child.off("error", failed);
      child.off("message", answered);
    };
    const ended = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      if (reused) return resolve(draw(request, { fresh: true }));
      // V8 aborts a process whose heap is full: one file is drawn at a time, so that is this file's doing.
      if (signal === "SIGABRT") reject(new Unrenderable("drawing it needs more memory than a thumbnail may take"));
      else reject(new Error(`the drawing process ended ${signal ? `on ${signal}` : `with exit code ${code}`}`));
    };
    const failed = (error: Error) => {
      settle();
      if (reused) return resolve(draw(request, { fresh: true }));
      reject(error);
    };
    const answered = (reply: RenderReply) => {
      settle();
      if ("image" in reply) resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      else reject("unrenderable" in reply ? new Unrenderable(reply.unrenderable) : new Error(reply.failed));
    };
    child.once("exit", ended);
    child.once("error", failed);
    child.once("message", answered);
    child.send(request, (error) => error && failed(new Error(`the drawing process could not take the file: ${error.message}`)));
  }).finally(() => {
    if (drawer !== child) return;
    // Idle, it never holds the site's process open, and it ends after a while.
    child.unref();
    child.channel?.unref();
    idle = setTimeout(() => {
      drawer = undefined;
      child.kill();
    }, IDLE_MS).unref();
  });
}
