import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contract/accounts";
import { apiRoutes } from "../support/api-routes";
import { dialects, signedInVisitor, startSite, type TestSite, Visitor } from "./support";

/** Who may call each console route, written here apart from the server's declarations so the two must agree. */
const allowed: Record<string, readonly Role[]> = {
  "GET /api/admin/dashboard": ["admin", "staff"],
  "GET /api/admin/traffic": ["admin", "staff"],
  "GET /api/admin/content": ["admin", "staff"],
  "GET /api/admin/leads": ["admin", "staff"],
  "GET /api/admin/leads/export.csv": ["admin", "staff"],
  "GET /api/admin/leads/:id": ["admin", "staff"],
  "PUT /api/admin/leads/:id/status": ["admin", "staff"],
  "GET /api/admin/subscribers": ["admin", "staff"],
  "GET /api/admin/subscribers/export.csv": ["admin", "staff"],
  "GET /api/admin/users": ["admin"],
  "POST /api/admin/users": ["admin"],
  "GET /api/admin/users/deletions": ["admin"],
  "GET /api/admin/users/export.csv": ["admin"],
  "PUT /api/admin/users/:id/role": ["admin"],
  "PUT /api/admin/users/:id/disabled": ["admin"],
  "GET /api/admin/settings": ["admin"],
  "PUT /api/admin/settings/lead-inboxes": ["admin"],
  "PUT /api/admin/settings/promo-banner": ["admin"],
  "GET /api/admin/jobs/failed": ["admin"],
  "POST /api/admin/jobs/:id/retry": ["admin"],
  "GET /api/admin/openapi.json": ["admin"],
  "GET /api/admin/coordinators": ["admin", "staff"],
  "GET /api/admin/companies": ["admin", "staff"],
  "POST /api/admin/companies": ["admin", "staff"],
  "POST /api/admin/companies/:id/invitations": ["admin", "staff"],
  "GET /api/admin/projects": ["admin", "staff"],
  "POST /api/admin/projects": ["admin", "staff"],
  "PATCH /api/admin/projects/:id": ["admin", "staff"],
  "POST /api/admin/projects/:id/milestones": ["admin", "staff"],
  "PATCH /api/admin/projects/:id/milestones/:milestoneId": ["admin", "staff"],
  "PATCH /api/admin/leads/:id": ["admin", "staff"],
  "POST /api/admin/leads/:id/replies": ["admin", "staff"],
  "POST /api/admin/leads/:id/notes": ["admin", "staff"],
  "POST /api/admin/leads/:id/won": ["admin", "staff"],
  "POST /api/admin/leads/:id/merge": ["admin", "staff"],
  "GET /api/admin/leads/:id/timeline": ["admin", "staff"],
  "GET /api/admin/pipeline/board": ["admin", "staff"],
  "GET /api/admin/pipeline/people": ["admin", "staff"],
  "GET /api/admin/pipeline/templates": ["admin", "staff"],
  "GET /api/admin/pipeline/saved-filters": ["admin", "staff"],
  "POST /api/admin/pipeline/saved-filters": ["admin", "staff"],
  "DELETE /api/admin/pipeline/saved-filters/:id": ["admin", "staff"],
  "GET /api/admin/pipeline/digest": ["admin", "staff"],
  "PUT /api/admin/pipeline/digest": ["admin", "staff"],
  "GET /api/admin/reports/funnel": ["admin", "staff"],
  "GET /api/admin/reports/leads": ["admin", "staff"],
  "GET /api/admin/settings/pipeline": ["admin"],
  "PUT /api/admin/settings/pipeline": ["admin"],
  "POST /api/admin/privacy/erase": ["admin"],
  "DELETE /api/admin/projects/:id": ["admin"],
  "GET /api/admin/reviews": ["admin", "staff"],
  "GET /api/admin/document-settings": ["admin", "staff"],
  "PUT /api/admin/document-settings": ["admin"],
  "PATCH /api/admin/companies/:id": ["admin", "staff"],
  "GET /api/admin/companies/:id/people": ["admin", "staff"],
  "PATCH /api/admin/companies/:id/people/:userId": ["admin", "staff"],
  "DELETE /api/admin/companies/:id/people/:userId": ["admin", "staff"],
  "POST /api/admin/projects/:id/deliverables": ["admin", "staff"],
  "PATCH /api/admin/projects/:id/deliverables/:deliverableId": ["admin", "staff"],
  "GET /api/admin/inbox": ["admin", "staff"],
  "GET /api/admin/resources": ["admin", "staff"],
  "GET /api/admin/resources/files": ["admin", "staff"],
  "POST /api/admin/resources": ["admin", "staff"],
  "POST /api/admin/resources/upload": ["admin", "staff"],
  "PATCH /api/admin/resources/:id": ["admin", "staff"],
  "DELETE /api/admin/resources/:id": ["admin", "staff"],
};

/** Every route the running app has under /api/admin. */
const consoleRoutes = (site: TestSite): string[] =>
  apiRoutes(site.app)
    .filter((route) => route.path.startsWith("/api/admin"))
    .map((route) => `${route.method} ${route.path}`)
    .sort();

describe.each(dialects)("the access matrix of roles × console routes on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
  });
  afterAll(() => site.close());

  it("covers every console route the app serves", () => {
    expect(consoleRoutes(site)).toEqual(Object.keys(allowed).sort());
  });

  it("answers each role as the matrix says, and nobody before two-step sign-in", async () => {
    const subjects: Array<{ who: string; visitor: Visitor; role: Role | null; enrolled: boolean }> = [
      { who: "anonymous", visitor: new Visitor(site.app, "198.18.7.1"), role: null, enrolled: false },
    ];
    for (const role of ["user", "staff", "admin"] as const) {
      subjects.push({ who: role, visitor: (await signedInVisitor(site, { role })).visitor, role, enrolled: role !== "user" });
    }
    subjects.push({
      who: "staff without two-step",
      visitor: (await signedInVisitor(site, { role: "staff", twoFactor: false })).visitor,
      role: "staff",
      enrolled: false,
    });

    for (const [route, roles] of Object.entries(allowed)) {
      const [method = "GET", path = ""] = route.split(" ");
      const url = path.replace(":id", "00000000-0000-4000-8000-000000000000").replace(":milestoneId", "00000000-0000-4000-8000-000000000001");
      for (const { who, visitor, role, enrolled } of subjects) {
        const response = method === "GET" ? await visitor.get(url) : await visitor.send(method as "POST" | "PUT" | "PATCH" | "DELETE", url, {});
        const label = `${who}: ${route} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (!role) expect(response.statusCode, label).toBe(401);
        else if (!roles.includes(role)) expect(response.statusCode, label).toBe(403);
        else if (!enrolled) expect(response.json(), label).toMatchObject({ code: "two_factor_setup_required" });
        else expect([401, 403], label).not.toContain(response.statusCode);
      }
    }
  });
});
