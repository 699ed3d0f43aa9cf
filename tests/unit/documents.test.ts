import { describe, expect, it } from "vitest";
import { type AuditEvent, type DocumentInput, isStatusCodeOf, type StatusCode, statusCodeLabel } from "../../contract/documents";
import { defaultNamingRules, namingErrors } from "../../server/documents/naming-rules";
import { codeFor, nextPublished, nextShared, nextWip } from "../../server/documents/revision-codes";
import { FileRefused, recognize, safeFileName } from "../../server/storage/file-kinds";

const revisions = (...codes: string[]) => codes.map((revision) => ({ revision }));

describe("revision codes (UK National Annex)", () => {
  it("numbers work in progress towards the next shared revision, and shared and published revisions in their own series", () => {
    expect(nextWip([])).toBe("P01.1");
    expect(nextWip(revisions("P01.1"))).toBe("P01.2");
    expect(nextShared(revisions("P01.1", "P01.2"))).toBe("P01");
    expect(nextWip(revisions("P01.1", "P01"))).toBe("P02.1");
    expect(nextShared(revisions("P01", "P02", "P03.1"))).toBe("P03");
    expect(nextPublished(revisions("P01", "P02"))).toBe("C01");
    expect(nextPublished(revisions("P01", "C01", "P02"))).toBe("C02");
    expect(codeFor("shared", revisions("P09"))).toBe("P10");
  });

  it("keeps each status code to its state", () => {
    expect(isStatusCodeOf("wip", "S0")).toBe(true);
    expect(isStatusCodeOf("shared", "S0")).toBe(false);
    expect(isStatusCodeOf("shared", "S3")).toBe(true);
    expect(isStatusCodeOf("published", "A3")).toBe(true);
    expect(isStatusCodeOf("published", "S4")).toBe(false);
    expect(isStatusCodeOf("published", "CR")).toBe(true);
    expect(statusCodeLabel("B2")).toBe("B2 – Partially authorized, with comments (stage 2)");
    expect(statusCodeLabel("S3")).toBe("S3 – Suitable for review and comment");
  });
});

describe("naming rules", () => {
  it("takes the project's code's first segment and names each field it refuses", () => {
    const rules = defaultNamingRules("LTH-2611-07");
    expect(rules.project).toBe("LTH");
    expect(namingErrors(rules, { project: "LTH", originator: "STR", volume: "ZZ", level: "02", type: "M3", role: "M", number: "0001" })).toEqual({});
    expect(Object.keys(namingErrors(rules, { project: "ABC", originator: "XX", volume: "Q", level: "99", type: "ZZ", role: "0", number: "1" })).sort()).toEqual(
      ["level", "number", "originator", "project", "role", "type", "volume"],
    );
  });
});

describe("file names", () => {
  it("keeps the last segment, drops control, direction and reserved characters, and keeps the extension when cutting", () => {
    expect(safeFileName("C:\\Users\\dana\\GA level 2.pdf")).toBe("GA level 2.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("model\u202egnp.ifc")).toBe("modelgnp.ifc");
    expect(safeFileName('a<b>:c"d|e?f*g.dwg')).toBe("abcdefg.dwg");
    expect(safeFileName("  ...  ")).toBe("file");
    expect(safeFileName("CON.pdf")).toBe("_CON.pdf");
    const long = safeFileName(`${"x".repeat(400)}.ifc`);
    expect(long).toHaveLength(180);
    expect(long.endsWith(".ifc")).toBe(true);
  });
});

describe("recognizing files by their bytes", () => {
  const ifc = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_SCHEMA(('IFC4X3_ADD2'));\nENDSEC;\n");
  it("recognizes IFC as an ISO 10303-21 file naming an IFC schema, and no other STEP file", async () => {
    expect(await recognize(ifc, "model.IFC")).toEqual({ kind: "ifc", contentType: "application/x-step" });
    const step = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\n");
    await expect(recognize(step, "part.ifc")).rejects.toBeInstanceOf(FileRefused);
  });

  it("recognizes PDF, PNG and ZIP by signature, BCF as a ZIP named so, and refuses a mismatched name", async () => {
    expect((await recognize(Buffer.from("%PDF-1.7\n%âãÏÓ\n"), "a.pdf")).kind).toBe("pdf");
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    expect(await recognize(png, "photo.png")).toEqual({ kind: "image", contentType: "image/png" });
    const zip = Buffer.concat([Buffer.from("504b0304140000000800", "hex"), Buffer.alloc(40)]);
    expect((await recognize(zip, "issues.bcfzip")).kind).toBe("bcf");
    expect((await recognize(zip, "schedule.xlsx")).contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect((await recognize(zip, "archive.zip")).kind).toBe("zip");
    await expect(recognize(Buffer.from("%PDF-1.7\n"), "model.ifc")).rejects.toThrow("The file's content does not match its name: model.ifc holds a PDF.");
  });

  it("takes an unrecognized binary as Navisworks only by its name, and never text", async () => {
    const binary = Buffer.from([0x4e, 0x57, 0x44, 0x00, 0x01, 0x02, 0x00, 0x7f]);
    expect((await recognize(binary, "coordination.nwd")).kind).toBe("nwd");
    await expect(recognize(binary, "coordination.bin")).rejects.toBeInstanceOf(FileRefused);
    await expect(recognize(Buffer.from("<html><script>alert(1)</script>"), "x.nwd")).rejects.toBeInstanceOf(FileRefused);
  });
});

describe("the documents contract", () => {
  it("labels every state, file kind, review code, transmittal reason and audit action, and gives every state its codes", async () => {
    const contract = await import("../../contract/documents");
    for (const state of contract.documentStates) {
      expect(contract.documentStateLabels[state]).toBeTruthy();
      for (const code of contract.statusCodesByState[state]) expect(contract.statusCodeSchema.parse(code)).toBe(code);
    }
    for (const kind of contract.fileKinds) expect(contract.fileKindLabels[kind]).toBeTruthy();
    for (const code of contract.reviewCodes) expect(contract.reviewCodeLabels[code]).toMatch(new RegExp(`^${code} – `));
    for (const reason of contract.transmittalReasons) expect(contract.transmittalReasonLabels[reason]).toMatch(/^For /);
    expect(contract.auditActions).toEqual(expect.arrayContaining(["uploaded", "shared", "downloaded", "reviewed"]));
    const input: DocumentInput = {
      ...{ project: "LTH", originator: "STR", volume: "ZZ", level: "02", type: "M3", role: "M", number: "0001" },
      title: "Model",
      uploadId: "u",
    };
    expect(contract.documentInput.parse(input).state).toBe("wip");
    const code: StatusCode = "S2";
    const event: AuditEvent = { at: "", actor: { id: null, name: "Dana" }, action: "downloaded", revision: "P01", detail: "" };
    expect([code, event.action]).toEqual(["S2", "downloaded"]);
  });
});
