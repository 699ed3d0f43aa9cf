import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../security/support";
import { alive, descendants, until } from "../support/process-tree";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { dialects, startSite, type TestSite } from "./harness";
import { documentsOf, groundFloorPlan, ifcFile, pdfFile, postForm, projectWithPeople } from "./support/documents";
import { imageSize, pngFile } from "./support/images";
import { createUpload, tusRequest } from "./support/tus";

const backends = ["local", "s3"] as const;
const combinations = dialects.flatMap((dialect) => backends.map((backend) => [dialect, backend] as const));
const drawing = groundFloorPlan;
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";

/** The thumbnail job of a revision, found by its dedupe key (a finished job's payload is cleared). */
const thumbnailJobOf = (site: TestSite, revisionId: string) =>
  site.db
    .selectFrom("jobs")
    .select(["status", "attempts", "last_error", "run_at"])
    .where("dedupe_key", "=", `documents.thumbnail:${revisionId}`)
    .executeTakeFirstOrThrow();

describe.each(combinations)("document thumbnails on %s with %s storage", (dialect, backend) => {
  let s3: S3TestServer | undefined;
  let site: TestSite;
  let people: Awaited<ReturnType<typeof projectWithPeople>>;
  let documents: ReturnType<typeof documentsOf>;

  beforeAll(async () => {
    s3 = backend === "s3" ? await startS3Server() : undefined;
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", ...s3?.env });
    const code = `THB-${dialect.slice(0, 2).toUpperCase()}-${backend.toUpperCase()}`;
    people = await projectWithPeople(site, code);
    documents = documentsOf(site, people, code);
  });
  afterAll(async () => {
    await site.close();
    await s3?.close();
  });

  const thumbnailOf = (visitor: typeof people.staff.visitor, documentId: string, revisionId?: string) =>
    visitor.get(`/api/documents/${documentId}/thumbnail${revisionId ? `?revision=${revisionId}` : ""}`);

  it("draws a PDF's first page 320 pixels wide once the job has run, and serves it to those who may read the document", async () => {
    const document = await documents.create("Ground floor plan", { name: "ground-floor-plan.pdf", bytes: drawing }, { state: "shared" });
    expect(document.current.thumbnail).toBe(false);
    expect((await thumbnailOf(people.staff.visitor, document.id)).statusCode).toBe(404);

    await site.drain();
    const seen = (await people.memberOfA.visitor.get(`/api/documents/${document.id}`)).json().document;
    expect(seen.current.thumbnail).toBe(true);
    // pdf.js ran on a thread of its own: loaded on the web process's thread, it would have set its global here.
    expect(Object.keys(globalThis).filter((name) => name.startsWith("pdfjs"))).toEqual([]);
    for (const visitor of [people.staff.visitor, people.memberOfA.visitor]) {
      const answer = await thumbnailOf(visitor, document.id, seen.current.id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/webp");
      expect(answer.headers["cache-control"]).toBe("private, max-age=86400");
      expect(isWebp(answer.rawPayload)).toBe(true);
      const size = await imageSize(answer.rawPayload);
      expect(size.width).toBe(320);
      // The fixture is an A3 sheet, landscape: 420 × 297 mm.
      expect(size.height).toBe(Math.round((320 * 297) / 420));
    }
    const current = await thumbnailOf(people.staff.visitor, document.id);
    expect(current.statusCode).toBe(200);
    expect(current.headers["cache-control"]).toBe("private, no-cache");
    // Another company's people and strangers to the project learn nothing, not even that it exists.
    expect((await thumbnailOf(people.memberOfB.visitor, document.id)).statusCode).toBe(404);
    expect((await thumbnailOf(people.memberOfB.visitor, document.id, seen.current.id)).statusCode).toBe(404);
  });

  it("scales an image to 320 pixels wide and keeps its proportions", async () => {
    const document = await documents.create("Site photograph", { name: "site-north.png", bytes: pngFile(1200, 900) }, {}, "SH");
    await site.drain();
    const seen = (await people.staff.visitor.get(`/api/documents/${document.id}`)).json().document;
    expect(seen.current.thumbnail).toBe(true);
    const answer = await thumbnailOf(people.staff.visitor, document.id, seen.current.id);
    expect(answer.statusCode).toBe(200);
    expect(await imageSize(answer.rawPayload)).toEqual({ width: 320, height: 240 });
    // Work in progress stays the firm's: a client may not see its thumbnail either.
    expect((await thumbnailOf(people.memberOfA.visitor, document.id)).statusCode).toBe(404);
    expect((await thumbnailOf(people.memberOfA.visitor, document.id, seen.current.id)).statusCode).toBe(404);
  });

  it("makes a thumbnail for a new revision, and for a file that came by the resumable upload", async () => {
    const document = await documents.create("Roof plan", { name: "roof.pdf", bytes: pdfFile(3000, 21) });
    const port = await listening(site);
    const bytes = pngFile(640, 320);
    const created = await createUpload(port, people.staff.visitor, people.projectId, "roof.png", bytes.length);
    expect(created.status, created.body).toBe(201);
    expect((await tusRequest(port, people.staff.visitor, "PATCH", created.location, { "upload-offset": "0" }, bytes)).status).toBe(204);
    const uploadId = created.location.split("/").pop() ?? "";
    const photo = await people.staff.visitor.post(`/api/projects/${people.projectId}/documents`, {
      ...documents.fields("SH"),
      title: "Roof survey photograph",
      uploadId,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const revised = await postForm(site, people.staff.visitor, `/api/documents/${document.id}/revisions`, {}, { name: "roof.pdf", bytes: drawing });
    expect(revised.statusCode, revised.body).toBe(201);
    await site.drain();

    const roof = (await people.staff.visitor.get(`/api/documents/${document.id}`)).json().document;
    // The first revision's file was not a drawable PDF; the second is.
    expect(roof.revisions.map((r: { thumbnail: boolean }) => r.thumbnail)).toEqual([true, false]);
    expect((await imageSize((await thumbnailOf(people.staff.visitor, document.id, roof.revisions[0].id)).rawPayload)).width).toBe(320);
    expect((await thumbnailOf(people.staff.visitor, document.id, roof.revisions[1].id)).statusCode).toBe(404);
    const uploaded = photo.json().document;
    expect((await people.staff.visitor.get(`/api/documents/${uploaded.id}`)).json().document.current.thumbnail).toBe(true);
    expect(await imageSize((await thumbnailOf(people.staff.visitor, uploaded.id)).rawPayload)).toEqual({ width: 320, height: 160 });
  });

  it("survives its drawing process being killed: the site answers, and the next file gets a new one", async () => {
    const drawingProcesses = () => descendants(process.pid).filter((p) => p.command.includes("render-process"));
    const first = await documents.create("Roof plan", { name: "roof-plan.pdf", bytes: drawing });
    await site.drain();
    expect((await thumbnailJobOf(site, first.current.id)).status).toBe("done");
    // Idle between files, it waits 30 s before it ends: the one that drew the roof plan is still there.
    const killed = drawingProcesses().map(({ pid }) => pid);
    expect(killed).toHaveLength(1);
    process.kill(killed[0]!, "SIGKILL");
    await until("the drawing process to end", () => !alive(killed[0]!));
    expect((await people.staff.visitor.get("/api/ready")).statusCode).toBe(200);

    const next = await documents.create("Roof plan, level 2", { name: "roof-plan-level-2.pdf", bytes: drawing });
    await site.drain();
    expect(await thumbnailJobOf(site, next.current.id)).toMatchObject({ status: "done", attempts: 1 });
    expect((await people.staff.visitor.get(`/api/documents/${next.id}`)).json().document.current.thumbnail).toBe(true);
    expect(drawingProcesses().map(({ pid }) => pid)).not.toContain(killed[0]);
  });

  it("gives an IFC model and a corrupt PDF no thumbnail, and tries each only once", async () => {
    const model = await documents.create("Coordination model", { name: "coordination.ifc", bytes: ifcFile() }, {}, "M3");
    const corrupt = await documents.create("Damaged drawing", { name: "damaged.pdf", bytes: pdfFile(4000, 22) });
    const truncated = await documents.create("Cut-off drawing", { name: "cut-off.pdf", bytes: drawing.subarray(0, 1800) });
    await site.drain();
    for (const document of [model, corrupt, truncated]) {
      expect((await people.staff.visitor.get(`/api/documents/${document.id}`)).json().document.current.thumbnail).toBe(false);
      expect((await thumbnailOf(people.staff.visitor, document.id)).statusCode).toBe(404);
      expect(await thumbnailJobOf(site, document.current.id)).toMatchObject({ status: "done", attempts: 1, last_error: null });
    }
    // A day on, nothing of theirs is due again.
    await site.drain(new Date(Date.now() + 24 * 60 * 60_000));
    for (const document of [corrupt, truncated]) expect((await thumbnailJobOf(site, document.current.id)).attempts).toBe(1);
  });
});

describe.each(dialects)("document thumbnails on %s while the bucket is unavailable", (dialect) => {
  let s3: S3TestServer;
  let site: TestSite;
  let people: Awaited<ReturnType<typeof projectWithPeople>>;

  beforeAll(async () => {
    s3 = await startS3Server();
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", ...s3.env });
    people = await projectWithPeople(site, `THB-OUT-${dialect.slice(0, 2).toUpperCase()}`);
  });
  afterAll(async () => {
    await site.close();
    await s3.close();
  });

  it("retries the thumbnail later and makes it once the bucket answers again", async () => {
    const document = await documentsOf(site, people, "outage").create("Section A-A", { name: "section.pdf", bytes: drawing });
    s3.setUnavailable(true);
    try {
      await site.drain();
    } finally {
      s3.setUnavailable(false);
    }
    const waiting = await thumbnailJobOf(site, document.current.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.last_error).not.toBeNull();
    expect(Date.parse(waiting.run_at)).toBeGreaterThan(Date.now());
    expect((await people.staff.visitor.get(`/api/documents/${document.id}`)).json().document.current.thumbnail).toBe(false);

    await site.drain(new Date(Date.parse(waiting.run_at) + 1000));
    expect(await thumbnailJobOf(site, document.current.id)).toMatchObject({ status: "done", attempts: 2 });
    const answer = await people.staff.visitor.get(`/api/documents/${document.id}/thumbnail`);
    expect(answer.statusCode).toBe(200);
    expect((await imageSize(answer.rawPayload)).width).toBe(320);
  });
});
