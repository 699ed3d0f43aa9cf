import "../../platform/stack-traces";
import { renderThumbnail, UNRENDERABLE_EXIT, Unrenderable } from "./render";

// The drawing process (render-in-own-process.ts): the file's bytes on stdin, the kind and width as arguments, the
// WebP on stdout. A file that cannot be drawn exits UNRENDERABLE_EXIT with the reason on stderr.
const [kind = "", width = ""] = process.argv.slice(2);
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
try {
  const image = await renderThumbnail(kind, new Uint8Array(Buffer.concat(chunks)), Number(width));
  process.stdout.write(image, () => process.exit(0));
} catch (error) {
  if (!(error instanceof Unrenderable)) throw error;
  process.stderr.write(error.message, () => process.exit(UNRENDERABLE_EXIT));
}
