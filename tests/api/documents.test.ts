import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { enqueue } from "../../server/platform/jobs";
import { listening } from "../security/support";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { dialects, startSite, type TestSite } from "./harness";
import { containerFields, ifcFile, pdfFile, postForm, projectWithPeople, sha256 } from "./support/documents";
import { createUpload, dropUntilHeld, resume, tusRequest } from "./support/tus";

const backends = ["local", "s3"] as const;
const combinations = dialects.flatMap((dialect) => backends.map((backend) => [dialect, backend] as const));

describe.each(combinations)("documents on %s with %s storage", (dialect, backend) => {
  let s3: S3TestServer | undefined;
  let site: TestSite;
  let people: Awaited<ReturnType<typeof projectWithPeople>>;
  let port = 0;
  let serial = 0;
  const code = `DOC-${dialect.slice(0, 2).toUpperCase()}-${backend.toUpperCase()}`;
  const fields = (type = "M3") => containerFields(people.namingCode, ++serial, type);

  beforeAll(async () => {
    s3 = backend === "s3" ? await startS3Server() : undefined;
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", ...s3?.env });
    people = await projectWithPeople(site, code);
    port = await listening(site);
  });
  afterAll(async () => {
    await site.close();
    await s3?.close();
  });

  const createWithForm = async (title: string, file: { name: string; bytes: Buffer }, extra: Record<string, string> = {}, type = "DR") =>
    postForm(site, people.staff.visitor, `/api/projects/${people.projectId}/documents`, { ...fields(type), title, ...extra }, file);

  /** Follows the download redirect to the bytes, through this site (local disk) or the bucket (S3). */
  const download = async (visitor: typeof people.staff.visitor, documentId: string, revision?: string) => {
    const answer = await visitor.get(`/api/documents/${documentId}/download${revision ? `?revision=${revision}` : ""}`);
    expect(answer.statusCode, answer.body).toBe(303);
    const location = String(answer.headers.location);
    if (location.startsWith("/")) return Buffer.from((await site.app.inject({ method: "GET", url: location })).rawPayload);
    return Buffer.from(await (await fetch(location)).arrayBuffer());
  };

  it("creates a document and its first revision from a file sent with the form, work in progress and hidden from the client", async () => {
    const bytes = pdfFile(300_000, 3);
    const created = await createWithForm("Level 2 general arrangement", { name: "GA level 2.pdf", bytes });
    expect(created.statusCode, created.body).toBe(201);
    const { document } = created.json();
    expect(document.containerName).toMatch(new RegExp(`^${people.namingCode}-STR-ZZ-02-DR-M-\\d{4}$`));
    expect(document.current).toMatchObject({
      revision: "P01.1",
      state: "wip",
      statusCode: "S0",
      kind: "pdf",
      contentType: "application/pdf",
      size: bytes.length,
    });
    expect(document.current.sha256).toBe(sha256(bytes));
    expect((await download(people.staff.visitor, document.id)).equals(bytes)).toBe(true);

    const client = people.memberOfA.visitor;
    expect((await client.get(`/api/projects/${people.projectId}/documents`)).json().documents).toEqual([]);
    for (const path of ["", "/download", "/audit"]) expect((await client.get(`/api/documents/${document.id}${path}`)).statusCode).toBe(404);
    expect((await client.post(`/api/documents/${document.id}/reviews`, { code: "A" })).statusCode).toBe(404);
  });

  it("shares a revision as P01, which the client then lists, opens and downloads, and the audit records each step", async () => {
    const bytes = pdfFile(5000, 4);
    const { document } = (await createWithForm("Level 3 general arrangement", { name: "ga-l3.pdf", bytes })).json();
    const shared = await people.staff.visitor.post(`/api/documents/${document.id}/state`, { state: "shared", statusCode: "S3" });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().message).toBe("P01 is now shared.");
    expect(shared.json().document.current).toMatchObject({ revision: "P01", state: "shared", statusCode: "S3" });

    const client = people.memberOfA.visitor;
    const listed = (await client.get(`/api/projects/${people.projectId}/documents`)).json().documents as Array<{ id: string }>;
    expect(listed.map((d) => d.id)).toContain(document.id);
    expect((await download(client, document.id)).equals(bytes)).toBe(true);
    const link = await client.get(`/api/documents/${document.id}/download?as=link`);
    expect(link.json()).toMatchObject({ success: true, fileName: "ga-l3.pdf", contentType: "application/pdf", size: 5000 });
    expect(Date.parse(link.json().expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    const audit = (await people.staff.visitor.get(`/api/documents/${document.id}/audit`)).json().events as Array<{
      action: string;
      revision: string;
      actor: { name: string };
    }>;
    expect(audit.map((e) => `${e.action} ${e.revision}`)).toEqual(["downloaded P01", "downloaded P01", "shared P01", "uploaded P01.1"]);
    const csv = await people.staff.visitor.get(`/api/documents/${document.id}/audit.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("-audit.csv");
    expect(csv.body.split("\n")[0]).toContain("Time (UTC),Document,Title,Revision,Action,By,Detail");
    expect(csv.body).toContain(",shared,");
  });

  it("keeps the audit's lines in the order they happened when they share a millisecond", async () => {
    // A held clock: each file is uploaded and shared in one request, at one millisecond. Lines that tie are read in
    // the order of their random ids, so three documents leave a tie one chance in eight of passing unnoticed.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const created: Awaited<ReturnType<typeof createWithForm>>[] = [];
    try {
      for (const level of [4, 5, 6])
        created.push(
          await createWithForm(`Level ${level} general arrangement`, { name: `ga-l${level}.pdf`, bytes: pdfFile(5000, level + 4) }, { state: "shared" }),
        );
    } finally {
      vi.useRealTimers();
    }
    for (const answer of created) {
      expect(answer.statusCode, answer.body).toBe(201);
      const audit = (await people.staff.visitor.get(`/api/documents/${answer.json().document.id}/audit`)).json().events as Array<{ action: string }>;
      expect(audit.map((e) => e.action)).toEqual(["shared", "uploaded"]);
    }
  });

  it("takes a new file as the next revision, marks the older superseded, and keeps every revision downloadable", async () => {
    const first = pdfFile(4000, 5);
    const { document } = (await createWithForm("Plant room layout", { name: "plant.pdf", bytes: first }, { state: "shared" })).json();
    expect(document.current.revision).toBe("P01");
    const second = pdfFile(4100, 6);
    const revised = await postForm(
      site,
      people.staff.visitor,
      `/api/documents/${document.id}/revisions`,
      { state: "shared", statusCode: "S4" },
      { name: "plant.pdf", bytes: second },
    );
    expect(revised.statusCode, revised.body).toBe(201);
    expect(revised.json().message).toBe("Revision P02 added.");
    const client = people.memberOfA.visitor;
    const seen = (await client.get(`/api/documents/${document.id}`)).json().document;
    expect(seen.revisions.map((r: { revision: string; superseded: boolean }) => [r.revision, r.superseded])).toEqual([
      ["P02", false],
      ["P01", true],
    ]);
    const p01 = seen.revisions[1].id as string;
    expect((await download(client, document.id, p01)).equals(first)).toBe(true);
    expect((await download(client, document.id)).equals(second)).toBe(true);

    // Work in progress on top of a shared revision stays the firm's: P03.1 for staff, P02 still current for the client.
    await postForm(site, people.staff.visitor, `/api/documents/${document.id}/revisions`, {}, { name: "plant.pdf", bytes: pdfFile(4200, 7) });
    expect((await people.staff.visitor.get(`/api/documents/${document.id}`)).json().document.current.revision).toBe("P03.1");
    expect((await client.get(`/api/documents/${document.id}`)).json().document.current.revision).toBe("P02");
    const published = await people.staff.visitor.post(`/api/documents/${document.id}/state`, {
      state: "published",
      statusCode: "A2",
      revisionId: seen.revisions[0].id,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().message).toBe("C01 is now published.");
    const refused = await people.staff.visitor.post(`/api/documents/${document.id}/state`, {
      state: "published",
      statusCode: "S2",
      revisionId: seen.revisions[0].id,
    });
    expect(refused.statusCode).toBe(409);
  });

  it("refuses a status code that does not belong to the state, and a name the project's rules do not allow", async () => {
    const wrongCode = await createWithForm("Riser schematic", { name: "riser.pdf", bytes: pdfFile(3000, 8) }, { state: "shared", statusCode: "A1" });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors.statusCode).toBe("A1 is not a status code for shared.");
    const badName = await postForm(
      site,
      people.staff.visitor,
      `/api/projects/${people.projectId}/documents`,
      { ...fields(), originator: "XYZ", level: "99", number: "12", title: "Riser schematic" },
      { name: "riser.pdf", bytes: pdfFile(3000, 9) },
    );
    expect(badName.statusCode).toBe(400);
    expect(Object.keys(badName.json().errors).sort()).toEqual(["level", "number", "originator"]);
    expect(badName.json().errors.number).toBe("Number must be 4 digits, such as 0001");
  });

  it("recognizes files by their bytes: an executable named .pdf and a PDF named .ifc are refused, nothing stored", async () => {
    const executable = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), randomBytes(4000)]);
    const fake = await createWithForm("Not a drawing", { name: "drawing.pdf", bytes: executable });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toMatch(/^This kind of file is not accepted/);
    const renamed = await createWithForm("Wrong extension", { name: "model.ifc", bytes: pdfFile(2000, 10) });
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe("The file's content does not match its name: model.ifc holds a PDF.");
    const kept = await site.db.selectFrom("document_uploads").select("file_name").where("file_name", "in", ["drawing.pdf", "model.ifc"]).execute();
    expect(kept).toEqual([]);
  });

  it("takes a file larger than the JSON body limit in the form, and sends larger ones to the resumable upload", async () => {
    const sent = await createWithForm(
      "Coordination model",
      { name: "coordination.ifc", bytes: Buffer.concat([ifcFile(), Buffer.alloc(400_000, 0x20)]) },
      {},
      "M3",
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().document.current).toMatchObject({ kind: "ifc", contentType: "application/x-step" });
  });

  it("resumes a resumable upload after a dropped connection, and the SHA-256 covers every byte", async () => {
    const bytes = Buffer.concat([ifcFile("resumed"), randomBytes(6 * 1024 * 1024)]);
    const created = await createUpload(port, people.staff.visitor, people.projectId, "Level 2 ductwork.ifc", bytes.length);
    expect(created.status, created.body).toBe(201);
    expect(created.location).toMatch(new RegExp(`^/api/projects/${people.projectId}/uploads/[0-9a-f]{32}$`));
    const half = 3 * 1024 * 1024 + 12_345;
    const held = await dropUntilHeld(port, port, people.staff.visitor, created.location, bytes, half);
    expect(held).toBeGreaterThan(0);
    const { resumedAt, answer } = await resume(port, people.staff.visitor, created.location, bytes);
    expect(resumedAt).toBe(held);
    expect(resumedAt).toBeLessThanOrEqual(half);
    expect(answer.headers["upload-offset"]).toBe(String(bytes.length));

    const uploadId = created.location.split("/").pop() ?? "";
    const document = await people.staff.visitor.post(`/api/projects/${people.projectId}/documents`, {
      ...fields(),
      title: "Level 2 ductwork",
      uploadId,
      state: "shared",
    });
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json().document.current).toMatchObject({
      revision: "P01",
      kind: "ifc",
      fileName: "Level 2 ductwork.ifc",
      size: bytes.length,
      sha256: sha256(bytes),
    });
    expect((await download(people.memberOfA.visitor, document.json().document.id)).equals(bytes)).toBe(true);
    // Once a revision's file, the upload is no longer an upload: it can be neither resumed nor deleted.
    expect((await tusRequest(port, people.staff.visitor, "HEAD", created.location, {})).status).toBe(404);
    expect((await tusRequest(port, people.staff.visitor, "DELETE", created.location, {})).status).toBe(404);
  });

  it("refuses a resumable upload whose first bytes are not an accepted file, and one over the project's quota", async () => {
    const script = Buffer.from("#!/bin/sh\nrm -rf /\n".repeat(200));
    const created = await createUpload(port, people.staff.visitor, people.projectId, "model.ifc", script.length);
    const patched = await tusRequest(port, people.staff.visitor, "PATCH", created.location, { "upload-offset": "0" }, script);
    expect(patched.status).toBe(415);
    expect(patched.body).toMatch(/not accepted/);
    expect((await tusRequest(port, people.staff.visitor, "HEAD", created.location, {})).status).toBe(404);

    const huge = await createUpload(port, people.staff.visitor, people.projectId, "scan.ifc", 60 * 1024 ** 3);
    expect(huge.status).toBe(413);
    const admin = await import("./support/factories").then(({ signedInVisitor }) => signedInVisitor(site, { role: "admin" }));
    expect((await admin.visitor.put("/api/admin/document-settings", { projectQuotaGb: 1, retentionDays: 30 })).statusCode).toBe(200);
    const overQuota = await createUpload(port, people.staff.visitor, people.projectId, "scan.ifc", 1024 ** 3);
    expect(overQuota.status).toBe(413);
    expect(overQuota.body).toMatch(/quota \(1 GB\) would be exceeded/);
    expect((await admin.visitor.put("/api/admin/document-settings", { projectQuotaGb: 50, retentionDays: 30 })).statusCode).toBe(200);
  });

  it("removes an upload left unfinished once it expires, bytes and all", async () => {
    const bytes = pdfFile(100_000, 11);
    const created = await createUpload(port, people.staff.visitor, people.projectId, "half.pdf", bytes.length);
    await tusRequest(port, people.staff.visitor, "PATCH", created.location, { "upload-offset": "0" }, bytes.subarray(0, 40_000));
    const id = created.location.split("/").pop() ?? "";
    expect(await site.db.selectFrom("document_uploads").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
    await site.app.jobs.drain();
    expect(await site.db.selectFrom("document_uploads").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
    // A day later, as the hourly job finds it.
    await site.db
      .updateTable("document_uploads")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    await enqueue(site.db, { kind: "documents.uploads.expire", payload: {} });
    await site.app.jobs.drain();
    expect(await site.db.selectFrom("document_uploads").select("id").where("id", "=", id).executeTakeFirst()).toBeUndefined();
    expect(await site.app.storage.size(id)).toBeUndefined();
    expect((await tusRequest(port, people.staff.visitor, "HEAD", created.location, {})).status).toBe(404);
  });

  it("lets the client review a shared revision once, with comments for B and C, and tells the coordinator", async () => {
    const { document } = (
      await createWithForm("Sprinkler layout", { name: "sprinklers.pdf", bytes: pdfFile(3000, 12) }, { state: "shared", statusCode: "S3" })
    ).json();
    const client = people.memberOfA.visitor;
    const noComment = await client.post(`/api/documents/${document.id}/reviews`, { code: "B" });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().errors.comment).toBe("Say what needs to change: codes B and C need a comment.");
    site.mails.length = 0;
    const reviewed = await client.post(`/api/documents/${document.id}/reviews`, { code: "B", comment: "Move the riser clear of the stair core." });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect(reviewed.json().document.current.reviews).toMatchObject([{ code: "B", comment: "Move the riser clear of the stair core." }]);
    expect((await client.post(`/api/documents/${document.id}/reviews`, { code: "A" })).statusCode).toBe(409);
    expect((await people.staff.visitor.post(`/api/documents/${document.id}/reviews`, { code: "A" })).statusCode).toBe(403);
    await site.drain();
    expect(site.mails.map((m) => m.subject)).toEqual([`Review B: ${document.containerName} P01`]);
    expect(site.mails[0]?.to).toBe(people.staff.user.email);
  });
});
