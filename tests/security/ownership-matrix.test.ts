import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "../support/api-routes";
import { dialects, nextIp, signedInVisitor, startSite, type TestSite, Visitor } from "./support";

/**
 * Who stands how to company A's project, and what the portal answers each of them. Written here apart from the
 * server's policy table (contract/policies.ts), so the two must agree. 404 where the asker may not know the project
 * exists, 403 where they see it but their standing does not allow the act, 401 signed out.
 */
type Actor = "anonymous" | "no company" | "member of A" | "admin of A" | "member of B" | "staff" | "admin" | "staff without two-step";
const actors: readonly Actor[] = ["anonymous", "no company", "member of A", "admin of A", "member of B", "staff", "admin", "staff without two-step"];

const everyoneSignedIn = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  "no company": ok,
  "member of A": ok,
  "admin of A": ok,
  "member of B": ok,
  staff: ok,
  admin: ok,
  "staff without two-step": 403,
});
const readersOfA = (ok: number): Record<Actor, number> => ({
  anonymous: 401,
  "no company": 404,
  "member of A": ok,
  "admin of A": ok,
  "member of B": 404,
  staff: ok,
  admin: ok,
  "staff without two-step": 403,
});

const matrix: Record<string, Record<Actor, number>> = {
  "GET /api/projects": everyoneSignedIn(200),
  "GET /api/projects/:id": readersOfA(200),
  "GET /api/projects/:id/messages": readersOfA(200),
  "POST /api/projects/:id/messages": readersOfA(200),
  "GET /api/dashboard": everyoneSignedIn(200),
  "POST /api/company/invitations": {
    anonymous: 401,
    "no company": 403,
    "member of A": 403,
    "admin of A": 200,
    "member of B": 403,
    staff: 403,
    admin: 403,
    "staff without two-step": 403,
  },
};

/** The client side of the portal: every route the app serves for a company's people outside the console. */
const portalRoutes = (site: TestSite) =>
  apiRoutes(site.app)
    .filter((route) => /^\/api\/(projects|dashboard|company|documents|transmittals|tickets)(\/|$)/.test(route.path))
    .map((route) => `${route.method} ${route.path}`)
    .sort();

describe.each(dialects)("the ownership matrix of standings × portal routes on %s", (dialect) => {
  let site: TestSite;
  const visitors = new Map<Actor, Visitor>();
  let projectOfA = "";
  let projectOfB = "";

  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
    const staff = await signedInVisitor(site, { role: "staff" });
    const company = async (name: string) => {
      const created = await staff.visitor.post("/api/admin/companies", {
        name,
        country: "Canada",
        timeZone: "America/Toronto",
        billingName: "Accounts",
        billingEmail: "ap@example.com",
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().company.id as string;
    };
    const project = async (companyId: string, code: string) => {
      const created = await staff.visitor.post("/api/admin/projects", {
        companyId,
        code,
        name: `Transit hub ${code}`,
        sector: "Transportation",
        services: ["bim-services"],
        startDate: "2026-11-02",
        dueDate: "2027-05-28",
        coordinatorId: staff.user.id,
      });
      expect(created.statusCode, created.body).toBe(200);
      return created.json().project.id as string;
    };
    const companyA = await company("Lakeshore Transit Authority");
    const companyB = await company("Prairie Grain Terminals");
    projectOfA = await project(companyA, `OWN-${dialect.slice(0, 2).toUpperCase()}-A`);
    projectOfB = await project(companyB, `OWN-${dialect.slice(0, 2).toUpperCase()}-B`);

    // Memberships are set up directly: the invitation that makes them is tested in tests/api/portal.test.ts.
    const client = async (companyId: string | null, role: "member" | "admin") => {
      const signedIn = await signedInVisitor(site, { role: "user" });
      if (companyId) {
        await site.db
          .insertInto("company_members")
          .values({ user_id: signedIn.user.id, company_id: companyId, role, added_at: new Date().toISOString() })
          .execute();
      }
      return signedIn.visitor;
    };
    visitors.set("anonymous", new Visitor(site.app, nextIp()));
    visitors.set("no company", await client(null, "member"));
    visitors.set("member of A", await client(companyA, "member"));
    visitors.set("admin of A", await client(companyA, "admin"));
    visitors.set("member of B", await client(companyB, "member"));
    visitors.set("staff", staff.visitor);
    visitors.set("admin", (await signedInVisitor(site, { role: "admin" })).visitor);
    visitors.set("staff without two-step", (await signedInVisitor(site, { role: "staff", twoFactor: false })).visitor);
  });
  afterAll(() => site.close());

  it("covers every portal route the app serves", () => {
    expect(portalRoutes(site)).toEqual(Object.keys(matrix).sort());
  });

  const visitorOf = (actor: Actor): Visitor => {
    const visitor = visitors.get(actor);
    if (!visitor) throw new Error(`no visitor for ${actor}`);
    return visitor;
  };

  it("answers each standing as the matrix says, on company A's project", async () => {
    let serial = 0;
    for (const [route, expected] of Object.entries(matrix)) {
      const [method = "GET", path = ""] = route.split(" ");
      const url = path.replace(":id", projectOfA);
      for (const actor of actors) {
        serial += 1;
        const visitor = visitorOf(actor);
        const body = route.endsWith("/messages")
          ? { subject: `Question ${serial}`, body: "Which revision of the level 2 model is current?" }
          : { email: `colleague.${dialect}.${serial}@lakeshore.example`, fullName: "Dana Colleague" };
        const response = method === "GET" ? await visitor.get(url) : await visitor.post(url, body);
        expect(response.statusCode, `${actor}: ${route} → ${response.statusCode} ${response.body.slice(0, 160)}`).toBe(expected[actor]);
      }
    }
  });

  it("lists to each client only their own company's projects, and to the firm every project", async () => {
    const idsSeenBy = async (actor: Actor) => ((await visitorOf(actor).get("/api/projects")).json().projects as Array<{ id: string }>).map((p) => p.id);
    expect(await idsSeenBy("member of A")).toEqual([projectOfA]);
    expect(await idsSeenBy("admin of A")).toEqual([projectOfA]);
    expect(await idsSeenBy("member of B")).toEqual([projectOfB]);
    expect(await idsSeenBy("no company")).toEqual([]);
    expect(await idsSeenBy("staff")).toEqual(expect.arrayContaining([projectOfA, projectOfB]));
  });

  it("answers another spelling of a project id as an unknown project, never as someone else's", async () => {
    const member = visitorOf("member of A");
    for (const spelling of [projectOfA.toUpperCase(), `${projectOfA}%20`, encodeURIComponent(projectOfB).replace(/-/g, "%2D")]) {
      const response = await member.get(`/api/projects/${spelling}`);
      expect(response.statusCode, spelling).toBe(404);
    }
  });
});
