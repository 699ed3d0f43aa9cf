import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import type { TestSite, Visitor } from "../harness";
import { signedInVisitor } from "./factories";

/** A small but genuine IFC4 file's text: an ISO 10303-21 header naming the IFC4 schema, and a project entity. */
export function ifcFile(note = "level 2 ductwork"): Buffer {
  return Buffer.from(
    [
      "ISO-10303-21;",
      "HEADER;",
      `FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]','${note}'),'2;1');`,
      "FILE_NAME('model.ifc','2026-11-26T12:00:00',('Stratum'),('Stratum BIM'),'web-ifc','web-ifc','');",
      "FILE_SCHEMA(('IFC4'));",
      "ENDSEC;",
      "DATA;",
      "#1=IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'Transit hub',$,$,$,$,$,$);",
      "ENDSEC;",
      "END-ISO-10303-21;",
      "",
    ].join("\n"),
  );
}

/** A PDF's first bytes and a body of the given size: enough for any reader of the signature, and for size tests. */
export function pdfFile(size = 2048, seed = 1): Buffer {
  const head = Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n% drawing ${seed}\n`, "latin1");
  const body = Buffer.alloc(Math.max(0, size - head.length), 0x20 + (seed % 90));
  return Buffer.concat([head, body]).subarray(0, Math.max(size, head.length));
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A multipart/form-data body as a browser's FormData would send it. */
export async function formBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://site.test/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

/** Posts a form as the visitor, with their cookies and CSRF token. */
export async function postForm(
  site: TestSite,
  visitor: Visitor,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const { payload, contentType } = await formBody(fields, file);
  return site.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: "198.18.0.9",
    headers: { "content-type": contentType, "x-csrf-token": await visitor.csrf(), cookie: visitor.cookieHeader() },
  });
}

/** A container name the default naming rules accept, numbered. */
export const containerFields = (project: string, number: number, type = "M3") => ({
  project,
  originator: "STR",
  volume: "ZZ",
  level: "02",
  type,
  role: "M",
  number: String(number).padStart(4, "0"),
});

/** Company A's project with the firm's staff, a member and an admin of A, and a member of company B. */
export async function projectWithPeople(site: TestSite, code: string) {
  const staff = await signedInVisitor(site, { role: "staff" });
  const company = async (name: string) => {
    const created = await staff.visitor.post("/api/admin/companies", {
      name,
      country: "Canada",
      timeZone: "America/Toronto",
      billingName: "Accounts",
      billingEmail: "ap@example.com",
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    return created.json().company.id as string;
  };
  const companyA = await company(`Lakeshore Transit ${code}`);
  const companyB = await company(`Prairie Grain ${code}`);
  const project = await staff.visitor.post("/api/admin/projects", {
    companyId: companyA,
    code,
    name: `Union Station concourse ${code}`,
    sector: "Transportation",
    services: ["bim-services"],
    startDate: "2026-11-02",
    dueDate: "2027-05-28",
    coordinatorId: staff.user.id,
  });
  if (project.statusCode !== 200) throw new Error(project.body);
  const member = async (companyId: string, role: "member" | "admin") => {
    const signedIn = await signedInVisitor(site, { role: "user" });
    await site.db
      .insertInto("company_members")
      .values({ user_id: signedIn.user.id, company_id: companyId, role, added_at: new Date().toISOString() })
      .execute();
    return signedIn;
  };
  return {
    staff,
    projectId: project.json().project.id as string,
    namingCode: code.split("-")[0] ?? code,
    memberOfA: await member(companyA, "member"),
    adminOfA: await member(companyA, "admin"),
    memberOfB: await member(companyB, "member"),
  };
}

/** A real drawing: an A3 sheet, landscape, as a CAD package plots it. */
export const groundFloorPlan = readFileSync(new URL("../../fixtures/documents/ground-floor-plan.pdf", import.meta.url));

/** Creates a project's documents through the form, each with the next container number. */
export function documentsOf(site: TestSite, people: Awaited<ReturnType<typeof projectWithPeople>>, code: string) {
  let serial = 0;
  return {
    create: async (title: string, file: { name: string; bytes: Buffer }, extra: Record<string, string> = {}, type = "DR") => {
      const created = await postForm(
        site,
        people.staff.visitor,
        `/api/projects/${people.projectId}/documents`,
        { ...containerFields(people.namingCode, ++serial, type), title, ...extra },
        file,
      );
      expect(created.statusCode, `${code} ${created.body}`).toBe(201);
      return created.json().document as { id: string; current: { id: string; thumbnail: boolean } };
    },
    fields: (type = "DR") => containerFields(people.namingCode, ++serial, type),
  };
}
