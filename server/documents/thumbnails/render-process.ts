import "../../platform/stack-traces";
import type { RenderReply, RenderRequest } from "./render-in-own-process";
import { renderThumbnail, Unrenderable } from "./render";

// The drawing process (render-in-own-process.ts): one file per message, answered with its thumbnail, "cannot be
// drawn" or the failure's message, so a failure is the job's to retry and this process goes on.
process.on("message", async ({ kind, bytes, width }: RenderRequest) => {
  let reply: RenderReply;
  try {
    // The channel delivers a Buffer, which pdf.js refuses: the same bytes as a plain Uint8Array.
    reply = { image: await renderThumbnail(kind, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), width) };
  } catch (error) {
    reply = error instanceof Unrenderable ? { unrenderable: error.message } : { failed: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
// The site ending, or letting this process go, closes the channel: nothing is left to draw for.
process.on("disconnect", () => process.exit(0));
