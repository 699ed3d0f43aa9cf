import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../security/support";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { dialects, freshPostgres, startSite, type TestSite } from "./harness";
import { containerFields, ifcFile, projectWithPeople, sha256 } from "./support/documents";
import { createUpload, dropUntilHeld, resume } from "./support/tus";

// Two instances on one database and one bucket, as behind a load balancer: an upload dropped on one resumes on the
// other. On PostgreSQL as deployed; on SQLite as two processes sharing DATA_DIR.
describe.each(dialects)("two instances on one %s database sharing S3", (dialect) => {
  let s3: S3TestServer;
  let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "two-instances-"));
  let first: TestSite;
  let second: TestSite;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = dialect === "postgres" ? await freshPostgres() : undefined;
    const shared = { ...s3.env, RATE_LIMIT_FACTOR: "50", ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }) };
    // "sqlite" here only means the harness makes no database of its own: DATABASE_URL or DATA_DIR names the shared one.
    first = await startSite("sqlite", shared);
    second = await startSite("sqlite", shared);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database?.drop();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("resumes on the second instance an upload dropped on the first, with the same checksum and file", async () => {
    const people = await projectWithPeople(first, `TWO-${dialect.slice(0, 2).toUpperCase()}-S3`);
    const [portA, portB] = [await listening(first), await listening(second)];
    const bytes = Buffer.concat([ifcFile("two instances"), randomBytes(5 * 1024 * 1024)]);
    const created = await createUpload(portA, people.staff.visitor, people.projectId, "Shared model.ifc", bytes.length);
    expect(created.status, created.body).toBe(201);
    const held = await dropUntilHeld(portA, portB, people.staff.visitor, created.location, bytes, 2 * 1024 * 1024 + 777);
    expect(held).toBeGreaterThan(0);
    const { resumedAt } = await resume(portB, people.staff.visitor, created.location, bytes);
    expect(resumedAt).toBe(held);

    const uploadId = created.location.split("/").pop() ?? "";
    const document = await people.staff.visitor.post(`/api/projects/${people.projectId}/documents`, {
      ...containerFields(people.namingCode, 1),
      title: "Shared model",
      uploadId,
      state: "shared",
    });
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json().document.current.sha256).toBe(sha256(bytes));
    const stored = Buffer.concat(await (await second.app.storage.read(uploadId)).toArray());
    expect(stored.equals(bytes)).toBe(true);
  });
});
