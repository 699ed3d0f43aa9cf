import { Readable } from "node:stream";

/** Reads a stream's first `size` bytes (fewer if it ends first) and gives back a stream of the whole, head included. */
export async function peek(source: Readable, size: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    if (head.length > 0) yield head;
    try {
      while (!ended) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      await iterator.return?.();
    }
  }
  return { head: head.subarray(0, size), whole: Readable.from(rest(), { objectMode: false }) };
}
