import { execFile } from "node:child_process";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { UNRENDERABLE_EXIT, Unrenderable } from "./render";

export type RenderRequest = { kind: string; bytes: Uint8Array; width: number };

/** pdf.js's own heap for one page; a file that needs more keeps its icon rather than taking the server's memory. */
const HEAP_LIMIT_MB = 768;
/** A 320-pixel WebP is tens of kilobytes; anything near this is not a thumbnail. */
const MAX_IMAGE_BYTES = 16 * 1024 ** 2;
/** Below the site's own priority, so pages and sign-ins come first while a drawing is made. */
const NICE = 10;

// From source (tests, `npm run dev`) the drawing process loads its TypeScript through tsx.
const fromSource = import.meta.url.endsWith(".ts");
const entry = fileURLToPath(new URL(fromSource ? "./render-process.ts" : "./thumbnail-process.js", import.meta.url));
const nodeArguments = [...(fromSource ? ["--import", "tsx"] : []), `--max-old-space-size=${HEAP_LIMIT_MB}`, entry];

let turn: Promise<unknown> = Promise.resolve();

/**
 * renderThumbnail in a process of its own, one file at a time. The canvas is native code: where it crashes or runs
 * out of memory on a file, that process ends and the job is retried (or the file keeps its icon), while the site
 * goes on answering; on a thread of the site's process the same crash would end the site.
 */
export function renderInOwnProcess(request: RenderRequest): Promise<Buffer> {
  const drawn = turn.then(() => draw(request));
  turn = drawn.catch(() => {});
  return drawn;
}

function draw({ kind, bytes, width }: RenderRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [...nodeArguments, kind, String(width)],
      { encoding: "buffer", maxBuffer: MAX_IMAGE_BYTES },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = stderr.toString("utf8").trim().slice(-500);
        if (error.code === UNRENDERABLE_EXIT) return reject(new Unrenderable(said));
        // V8 aborts a process whose heap is full: one file is drawn at a time, so that is this file's doing.
        if (error.signal === "SIGABRT" || said.includes("heap out of memory"))
          return reject(new Unrenderable("drawing it needs more memory than a thumbnail may take"));
        reject(new Error(`the drawing process ended ${error.signal ? `on ${error.signal}` : `with exit code ${error.code}`}: ${said}`));
      },
    );
    try {
      if (child.pid !== undefined) setPriority(child.pid, NICE);
    } catch {
      // Where priorities cannot be set, it draws at the site's own.
    }
    // A process that ended before reading its input closes the pipe; its exit says why.
    child.stdin?.on("error", () => {});
    child.stdin?.end(bytes);
  });
}
