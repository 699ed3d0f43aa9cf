import { request as httpRequest } from "node:http";
import type { Visitor } from "../harness";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One tus request over a real socket, as tus-js-client sends it: the visitor's session cookie and CSRF token. */
export async function tusRequest(
  port: number,
  visitor: Visitor,
  method: "POST" | "PATCH" | "HEAD" | "DELETE",
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  const token = method === "HEAD" ? "" : await visitor.csrf();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          "tus-resumable": "1.0.0",
          cookie: visitor.cookieHeader(),
          ...(token && { "x-csrf-token": token }),
          ...(body && { "content-type": "application/offset+octet-stream", "content-length": String(body.length) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

export const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString("base64")}`)
    .join(",");

/** Starts a resumable upload and answers its path (the Location). */
export async function createUpload(port: number, visitor: Visitor, projectId: string, fileName: string, size: number) {
  const created = await tusRequest(port, visitor, "POST", `/api/projects/${projectId}/uploads`, {
    "upload-length": String(size),
    "upload-metadata": metadata({ filename: fileName }),
  });
  return { ...created, location: String(created.headers.location ?? "") };
}

/** Sends the body's first `sent` bytes of a PATCH that announced all of them, then drops the connection. */
async function patchThenDrop(port: number, visitor: Visitor, path: string, offset: number, bytes: Buffer, sent: number) {
  const token = await visitor.csrf();
  await new Promise<void>((resolve) => {
    const patch = httpRequest({
      host: "127.0.0.1",
      port,
      method: "PATCH",
      path,
      headers: {
        "tus-resumable": "1.0.0",
        cookie: visitor.cookieHeader(),
        "x-csrf-token": token,
        "content-type": "application/offset+octet-stream",
        "content-length": String(bytes.length),
        "upload-offset": String(offset),
      },
    });
    patch.on("error", () => resolve());
    patch.write(bytes.subarray(0, sent), () => {
      patch.destroy();
      resolve();
    });
  });
}

/** How many bytes the server holds of an upload, asking again while it still settles a dropped request (409 or 423). */
async function heldBytes(port: number, visitor: Visitor, path: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const head = await tusRequest(port, visitor, "HEAD", path, {});
    if (head.status === 200) return Number(head.headers["upload-offset"]);
    if (head.status !== 409 && head.status !== 423) throw new Error(`HEAD ${path} answered ${head.status}: ${head.body}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the upload at ${path} did not settle`);
}

/**
 * Drops a PATCH on one instance until the server holds part of the file, as asked of `askPort` (the same or another
 * instance): a drop that comes before the server has checked the file's first bytes leaves nothing kept, and a busy
 * machine makes that likely.
 */
export async function dropUntilHeld(dropPort: number, askPort: number, visitor: Visitor, path: string, bytes: Buffer, sent: number) {
  let held = 0;
  for (let attempt = 0; held === 0 && attempt < 10; attempt++) {
    await patchThenDrop(dropPort, visitor, path, 0, bytes, sent);
    held = await heldBytes(askPort, visitor, path);
  }
  return held;
}

/**
 * Resumes as a tus client does after a dropped connection: asks the server how much it holds (HEAD), sends the rest
 * from there, and asks again if the server was still settling the dropped request (409 or 423).
 */
export async function resume(port: number, visitor: Visitor, path: string, bytes: Buffer) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const head = await tusRequest(port, visitor, "HEAD", path, {});
    const offset = Number(head.headers["upload-offset"]);
    const patch = await tusRequest(port, visitor, "PATCH", path, { "upload-offset": String(offset) }, bytes.subarray(offset));
    if (patch.status === 204) return { resumedAt: offset, answer: patch };
    if (patch.status !== 409 && patch.status !== 423) throw new Error(`resuming at ${offset} answered ${patch.status}: ${patch.body}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the upload at ${path} could not be resumed`);
}
