import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadStatus } from "../../contract/leads";
import { dialects, startSite, type TestSite, type Visitor } from "./harness";
import { insertLead, signedInVisitor } from "./support/factories";

const DAY = 86_400_000;

const leadAt = (site: TestSite, daysAgo: number, status: LeadStatus) =>
  insertLead(site.db, { status, createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() });

describe.each(dialects)("the console overview's Projects and Conversion Rate on %s", (dialect) => {
  let site: TestSite;
  let staff: Visitor;
  let staffId: string;
  beforeAll(async () => {
    site = await startSite(dialect);
    const signedIn = await signedInVisitor(site, { role: "staff" });
    staff = signedIn.visitor;
    staffId = signedIn.user.id;
  });
  afterAll(() => site.close());
  const figures = async () => (await staff.get("/api/admin/dashboard")).json().data;

  it("says there is no rate before any lead, then counts won ÷ leads per 30-day window, spam aside", async () => {
    expect((await figures()).conversion).toEqual({ current: null, previous: null });
    for (const status of ["won", "new", "contacted", "lost"] as const) await leadAt(site, 3, status);
    await leadAt(site, 5, "spam");
    expect((await figures()).conversion).toEqual({ current: 25, previous: null });
    await leadAt(site, 40, "won");
    await leadAt(site, 45, "qualified");
    await leadAt(site, 50, "new");
    expect((await figures()).conversion).toEqual({ current: 25, previous: 33.3 });
  });

  it("counts projects from the portal, not from won leads", async () => {
    expect(await figures()).toMatchObject({ totalProjects: 0, activeProjects: 0 });
    const company = await staff.post("/api/admin/companies", {
      name: "Figures Ltd",
      country: "India",
      timeZone: "Asia/Kolkata",
      billingName: "Accounts",
      billingEmail: "ap@figures.example",
    });
    const companyId = company.json().company.id;
    const base = {
      companyId,
      name: "Metro depot",
      sector: "Rail",
      services: ["civil-3d"],
      startDate: "2026-11-01",
      dueDate: "2027-02-01",
      coordinatorId: staffId,
    };
    expect((await staff.post("/api/admin/projects", { ...base, code: "FIG-1" })).statusCode).toBe(200);
    expect((await staff.post("/api/admin/projects", { ...base, code: "FIG-2", status: "completed" })).statusCode).toBe(200);
    expect(await figures()).toMatchObject({ totalProjects: 2, activeProjects: 1 });
  });
});
