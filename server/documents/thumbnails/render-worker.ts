import { parentPort } from "node:worker_threads";
import { renderThumbnail, Unrenderable } from "./render";
import type { RenderReply, RenderRequest } from "./render-in-worker";

parentPort?.on("message", async ({ kind, bytes, width }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { image: await renderThumbnail(kind, bytes, width) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A file that cannot be drawn is told apart from the thread's own failure (a module that did not load): retried.
    reply = error instanceof Unrenderable ? { unrenderable: message } : { failed: message };
  }
  parentPort?.postMessage(reply);
});
