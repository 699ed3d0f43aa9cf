import { expect } from "vitest";
import { type TestSite, Visitor } from "../harness";

export const CLIENT_PASSWORD = "Basalt-Heron-4417";
let serial = 0;

const linkIn = (text: string) =>
  new URL(text.match(/http:\/\/site\.test\/auth\/invitation\?token=[^\s)\]]+/)?.[0] ?? "http://none/").searchParams.get("token") ?? "";

/** Companies, projects and invited clients made over HTTP by a staff visitor, as the console would. */
export function portalFactory(site: TestSite, staff: Visitor, coordinatorId: string, dialect: string) {
  const company = async (name: string, extra: Record<string, unknown> = {}) => {
    const created = await staff.post("/api/admin/companies", {
      name,
      country: "United Kingdom",
      timeZone: "Europe/London",
      billingName: "Accounts Payable",
      billingEmail: "ap@example.com",
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().company.id as string;
  };
  const project = async (companyId: string, extra: Record<string, unknown> = {}) => {
    serial += 1;
    const created = await staff.post("/api/admin/projects", {
      companyId,
      code: `PW-${dialect.slice(0, 2).toUpperCase()}-${Date.now().toString(36).toUpperCase().slice(-4)}${serial}`,
      name: `Clinic fit-out ${serial}`,
      sector: "Healthcare",
      services: ["mep-design"],
      startDate: "2026-11-02",
      dueDate: "2027-03-31",
      coordinatorId,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().project.id as string;
  };
  /** Invites, accepts with a password and signs in with the email, as the client would. */
  const client = async (companyId: string, role: "member" | "admin" = "member") => {
    serial += 1;
    const email = `person.${dialect}.${serial}.${Date.now().toString(36)}@client.example`;
    site.mails.length = 0;
    expect((await staff.post(`/api/admin/companies/${companyId}/invitations`, { email, fullName: `Client Person ${serial}`, role })).statusCode).toBe(200);
    await site.drain();
    const token = linkIn(site.mails.find((m) => m.to === email)?.text ?? "");
    const visitor = new Visitor(site.app, `198.18.${20 + (serial % 200)}.${serial % 250}`);
    expect((await visitor.post("/api/invitations/accept", { token, password: CLIENT_PASSWORD })).statusCode).toBe(200);
    const login = await visitor.post("/api/login", { username: email, password: CLIENT_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const id = (await site.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    return { visitor, email, id, token };
  };
  return { company, project, client };
}
