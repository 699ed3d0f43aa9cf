import "../../platform/stack-traces";
import { renderThumbnail, Unrenderable } from "./render";
import type { RenderReply, RenderRequest } from "./render-in-worker";

/** The thumbnail thread's task: a file that cannot be drawn is answered as such; anything else is the thread's failure. */
export default async function drawThumbnail({ kind, bytes, width }: RenderRequest): Promise<RenderReply> {
  try {
    return { image: await renderThumbnail(kind, bytes, width) };
  } catch (error) {
    if (error instanceof Unrenderable) return { unrenderable: error.message };
    throw error;
  }
}
