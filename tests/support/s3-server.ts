import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_KEY = "S3RVER";
export const S3_TEST_SECRET = "S3RVER";

export type S3TestServer = {
  url: string;
  bucket: string;
  /** The environment that points the site at this bucket. */
  env: Record<string, string>;
  /** While on, every request is answered 503 Service Unavailable, as a bucket in an outage answers. */
  setUnavailable(on: boolean): void;
  close(): Promise<void>;
};

type Store = { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
const xml = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { "content-type": "application/xml" });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
};

/** The CORS rule the README asks of a bucket, in S3's XML: the site's origin may GET and HEAD, with ranges. */
const corsRule = (origin: string) => `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>Range</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/**
 * A real S3-compatible server on loopback (s3rver, files under a temporary folder) with one bucket.
 * s3rver stores multipart uploads but does not list or abort them, which tus's S3 store needs on every resume, so
 * those two calls are answered here from s3rver's own upload folder (decision 037); every other call, signature
 * checks included, is s3rver's.
 */
export async function startS3Server(bucket = "stratum-test-files", options: { port?: number; corsOrigin?: string } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3-test-"));
  const configs = options.corsOrigin ? [corsRule(options.corsOrigin)] : [];
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs }] });
  await s3rver.configureBuckets();
  const store = (s3rver as unknown as { store: Store }).store;
  const uploadsOf = (name: string) => store.getResourcePath(name, undefined, "uploads");
  const handle = s3rver.callback();

  async function listParts(response: ServerResponse, name: string, key: string, uploadId: string) {
    const folder = path.join(uploadsOf(name), uploadId);
    const entries = await readdir(folder).catch(() => undefined);
    if (!entries) return xml(response, 404, `<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>`);
    const numbers = entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([stat(path.join(folder, String(n))), readFile(path.join(folder, `${n}.md5`), "utf8")]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    xml(
      response,
      200,
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${name}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join("")}</ListPartsResult>`,
    );
  }

  let unavailable = false;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (unavailable) {
      request.resume();
      return xml(response, 503, "<Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>");
    }
    const url = new URL(request.url ?? "/", "http://s3.test");
    const uploadId = url.searchParams.get("uploadId");
    const [, name = "", ...keyParts] = url.pathname.split("/");
    const key = decodeURIComponent(keyParts.join("/"));
    if (uploadId && request.method === "GET" && key) {
      listParts(response, name, key, uploadId).catch((error) =>
        xml(response, 500, `<Error><Code>InternalError</Code><Message>${String(error)}</Message></Error>`),
      );
      return;
    }
    if (uploadId && request.method === "DELETE" && key) {
      rm(path.join(uploadsOf(name), uploadId), { recursive: true, force: true }).then(() => {
        response.writeHead(204).end();
      });
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    bucket,
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(url)}&region=us-east-1`,
      AWS_ACCESS_KEY_ID: S3_TEST_KEY,
      AWS_SECRET_ACCESS_KEY: S3_TEST_SECRET,
    },
    setUnavailable(on) {
      unavailable = on;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
