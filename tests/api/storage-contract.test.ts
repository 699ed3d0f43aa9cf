import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStorage } from "../../server/storage/file-storage";
import { startS3Server, type S3TestServer } from "../support/s3-server";
import { startSite, type TestSite } from "./harness";

/** Every storage backend keeps the same promises; the S3 one is run against a real S3-compatible server on loopback. */
const backends = ["local", "s3"] as const;
const key = () => randomUUID().replaceAll("-", "");

describe.each(backends)("the %s storage backend", (backend) => {
  let s3: S3TestServer | undefined;
  let site: TestSite;
  let storage: FileStorage;

  beforeAll(async () => {
    s3 = backend === "s3" ? await startS3Server() : undefined;
    site = await startSite("sqlite", s3?.env ?? {});
    storage = site.app.storage;
  });
  afterAll(async () => {
    await site.close();
    await s3?.close();
  });

  /** Follows a download link as a browser would: our own route for the disk, the bucket for S3. */
  const fetchLink = async (url: string, headers: Record<string, string> = {}) => {
    if (url.startsWith("/")) {
      const answer = await site.app.inject({ method: "GET", url, headers });
      return { status: answer.statusCode, header: (name: string) => answer.headers[name]?.toString() ?? null, body: answer.body };
    }
    const answer = await fetch(url, { headers });
    return { status: answer.status, header: (name: string) => answer.headers.get(name), body: await answer.text() };
  };

  it("is the backend STORAGE_URL names", () => {
    expect(storage.kind).toBe(backend);
    if (backend === "s3") expect(storage.downloadOrigin).toBe(s3?.url);
    else expect(storage.downloadOrigin).toBeUndefined();
  });

  it("lets only the signed-in screens fetch from the bucket: their CSP names its origin, the public pages' does not", async () => {
    const csp = async (url: string) => String((await site.app.inject({ method: "GET", url })).headers["content-security-policy"]);
    const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
    const dashboard = await csp("/dashboard");
    const home = await csp("/");
    for (const name of ["connect-src", "img-src"]) {
      if (backend === "s3") expect(directive(dashboard, name)).toContain(` ${s3?.url}`);
      else expect(directive(dashboard, name)).not.toContain("http://127.0.0.1");
      expect(directive(home, name)).not.toContain("127.0.0.1");
    }
  });

  it("stores a streamed file and reads it back whole and by range", async () => {
    const name = key();
    const bytes = randomBytes(300_000);
    expect(await storage.put(name, Readable.from([bytes.subarray(0, 100_000), bytes.subarray(100_000)]), "application/pdf")).toEqual({ size: bytes.length });
    expect(await storage.size(name)).toBe(bytes.length);
    const whole = Buffer.concat(await (await storage.read(name)).toArray());
    expect(whole.equals(bytes)).toBe(true);
    const middle = Buffer.concat(await (await storage.read(name, { start: 1000, end: 1999 })).toArray());
    expect(middle.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it("stores a file larger than one upload part", async () => {
    const name = key();
    const chunk = randomBytes(1024 * 1024);
    const chunks = Array.from({ length: 18 }, (_, i) => Buffer.from(chunk.map((b) => b ^ i)));
    await storage.put(name, Readable.from(chunks), "application/octet-stream");
    expect(await storage.size(name)).toBe(18 * chunk.length);
    const tail = Buffer.concat(await (await storage.read(name, { start: 17 * chunk.length, end: 17 * chunk.length + 9 })).toArray());
    expect(tail.equals(chunks[17]?.subarray(0, 10) ?? Buffer.alloc(0))).toBe(true);
  });

  it("answers undefined for a key holding nothing, and removes what it stored", async () => {
    const name = key();
    expect(await storage.size(name)).toBeUndefined();
    await storage.put(name, Readable.from([Buffer.from("ISO-10303-21;")]), "application/x-step");
    await storage.remove(name);
    expect(await storage.size(name)).toBeUndefined();
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });

  it("refuses a key that could name a path", async () => {
    await expect(storage.put("../../etc/passwd", Readable.from([Buffer.from("x")]), "text/plain")).rejects.toThrow(/not a storage key/);
    await expect(storage.size("a/b")).rejects.toThrow(/not a storage key/);
  });

  it("keeps nothing of a file whose stream fails half-way", async () => {
    const name = key();
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        this.destroy(new Error("connection dropped"));
      },
    });
    await expect(storage.put(name, failing, "application/pdf")).rejects.toThrow();
    expect(await storage.size(name)).toBeUndefined();
  });

  it("hands out a download link: an attachment with a safe name, the stored type, ranges", async () => {
    const name = key();
    await storage.put(name, Readable.from([Buffer.from("%PDF-1.7 level 2 general arrangement")]), "application/pdf");
    const url = await storage.downloadUrl(name, { name: 'LTH-STR-ZZ-02-DR-A-0001 "GA" ü.pdf', contentType: "application/pdf" }, 60);
    const whole = await fetchLink(url);
    expect(whole.status).toBe(200);
    expect(whole.body).toBe("%PDF-1.7 level 2 general arrangement");
    expect(whole.header("content-type")).toMatch(/^application\/pdf/);
    // RFC 6266: a quoted ASCII fallback and the UTF-8 name. S3 echoes what the presigned link asks for (s3rver
    // re-encodes it, so the link's own request is what is checked there).
    const rfc6266 = `attachment; filename="LTH-STR-ZZ-02-DR-A-0001 \\"GA\\" ?.pdf"; filename*=UTF-8''LTH-STR-ZZ-02-DR-A-0001%20%22GA%22%20%C3%BC.pdf`;
    const asked = backend === "s3" ? new URL(url).searchParams.get("response-content-disposition") : whole.header("content-disposition");
    expect(asked).toBe(rfc6266);
    expect(whole.header("content-disposition")).toMatch(/^attachment; filename="LTH-STR-ZZ-02-DR-A-0001 /);
    const part = await fetchLink(url, { range: "bytes=9-13" });
    expect(part.status).toBe(206);
    expect(part.body).toBe("level");
    expect(part.header("content-range")).toBe("bytes 9-13/36");
  });

  it("refuses a download link once it has expired", async () => {
    const name = key();
    await storage.put(name, Readable.from([Buffer.from("%PDF-1.7")]), "application/pdf");
    const expired = await storage.downloadUrl(name, { name: "a.pdf", contentType: "application/pdf" }, 60, new Date(Date.now() - 10 * 60_000));
    expect((await fetchLink(expired)).status).toBe(backend === "s3" ? 403 : 404);
    expect((await fetchLink(await storage.downloadUrl(name, { name: "a.pdf", contentType: "application/pdf" }, 60))).status).toBe(200);
  });

  it("stores a resumable upload's bytes where a read finds them once its bookkeeping is dropped", async () => {
    const { Upload } = await import("@tus/utils");
    const id = key();
    const bytes = randomBytes(200_000);
    const uploads = await storage.uploads();
    await uploads.create(new Upload({ id, size: bytes.length, offset: 0, metadata: {} }));
    expect(await uploads.write(Readable.from([bytes.subarray(0, 70_000)]), id, 0)).toBe(70_000);
    expect((await uploads.getUpload(id)).offset).toBe(70_000);
    expect(await uploads.write(Readable.from([bytes.subarray(70_000)]), id, 70_000)).toBe(bytes.length);
    await storage.forgetUploadInfo(id);
    const stored = Buffer.concat(await (await storage.read(id)).toArray());
    expect(stored.equals(bytes)).toBe(true);
    const range = Buffer.concat(await (await storage.read(id, { start: 5, end: 9 })).toArray());
    expect(range.equals(bytes.subarray(5, 10))).toBe(true);
  });
});

describe("a signed link to a file on the local disk", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite("sqlite");
  });
  afterAll(() => site.close());

  it("opens only the file it was signed for: another key, name or expiry in the token is refused", async () => {
    const mine = key();
    const other = key();
    await site.app.storage.put(mine, Readable.from([Buffer.from("%PDF-1.7 shared")]), "application/pdf");
    await site.app.storage.put(other, Readable.from([Buffer.from("%PDF-1.7 work in progress")]), "application/pdf");
    const url = await site.app.storage.downloadUrl(mine, { name: "a.pdf", contentType: "application/pdf" }, 60);
    const [prefix = "", token = ""] = url.split(/(?<=\/api\/files\/)/);
    const [body = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    const forge = (change: object) => `${prefix}${Buffer.from(JSON.stringify({ ...claims, ...change })).toString("base64url")}.${signature}`;
    for (const forged of [
      forge({ k: other }),
      forge({ n: "a.html", t: "text/html" }),
      forge({ e: claims.e + 86_400_000 }),
      `${prefix}${body}.${"A".repeat(43)}`,
    ]) {
      const answer = await site.app.inject({ method: "GET", url: forged });
      expect(answer.statusCode, forged).toBe(404);
      expect(answer.body).not.toContain("work in progress");
    }
    const genuine = await site.app.inject({ method: "GET", url });
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(genuine.headers["x-content-type-options"]).toBe("nosniff");
  });
});
