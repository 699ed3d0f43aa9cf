import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, signedInVisitor, startSite, type TestSite } from "./support";

const ADMIN_READS = [
  "/api/admin/users",
  "/api/admin/leads",
  "/api/admin/leads/00000000-0000-4000-8000-000000000000",
  "/api/admin/subscribers",
  "/api/admin/settings",
  "/api/admin/traffic",
  "/api/admin/jobs/failed",
  "/api/admin/users/deletions",
  "/api/admin/dashboard",
];

// Issue 21, items 7 and 8: the admin API's date filters and caching.
describe.each(dialects)("admin API answers on %s", (dialect) => {
  let site: TestSite;
  let admin: Awaited<ReturnType<typeof signedInVisitor>>;
  beforeAll(async () => {
    site = await startSite(dialect);
    admin = await signedInVisitor(site, { role: "admin" });
  });
  afterAll(() => site.close());

  it("answers 400, never 500, for a lead date range that names no real day", async () => {
    for (const day of ["9999-99-99", "2026-13-45", "2026-02-30", "0000-01-01", "9999-12-31", "2026-1-5"]) {
      for (const field of ["from", "to"]) {
        const response = await admin.visitor.get(`/api/admin/leads?${field}=${day}`);
        expect(response.statusCode, `${field}=${day}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ code: "validation", errors: { [field]: "Use a real date in the form YYYY-MM-DD" } });
        expect((await admin.visitor.get(`/api/admin/leads/export.csv?${field}=${day}`)).statusCode).toBe(400);
      }
    }
    expect((await admin.visitor.get("/api/admin/leads?from=2024-02-29&to=2026-12-31")).statusCode).toBe(200);
  });

  it("tells browsers and caches to keep no copy of any signed-in answer", async () => {
    for (const url of ADMIN_READS) {
      const response = await admin.visitor.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    const user = await signedInVisitor(site);
    const refused = await user.visitor.get("/api/admin/users");
    expect(refused.statusCode).toBe(403);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });
});
