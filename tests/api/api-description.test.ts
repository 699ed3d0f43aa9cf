import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite } from "./harness";
import { signedInVisitor } from "./support/factories";

type Operation = { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe.each(dialects)("the API description on %s", (dialect) => {
  let site: TestSite;
  let document: Document;
  beforeAll(async () => {
    site = await startSite(dialect);
    const { visitor } = await signedInVisitor(site, { role: "admin" });
    const response = await visitor.get("/api/admin/openapi.json");
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => site.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("describes a body and its answers from the same schemas the route validates by", () => {
    const change = document.paths["/api/user/password"]?.put;
    const fields = Object.keys(change?.requestBody?.content["application/json"]?.schema.properties ?? {});
    expect(fields.sort()).toEqual(["confirmPassword", "currentPassword", "newPassword"]);
    expect(Object.keys(change?.responses ?? {})).toContain("200");
  });

  it("lists every API route the server holds, and no page", () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.every((route) => route.split(" ")[1]?.startsWith("/api/"))).toBe(true);
    for (const route of ["GET /api/user", "POST /api/login", "PUT /api/user/password", "GET /api/admin/leads/{id}", "POST /api/newsletter"]) {
      expect(described).toContain(route);
    }
  });
});
