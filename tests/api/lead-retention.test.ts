import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMISED_NAME, anonymiseExpiredLeads } from "../../server/leads/retention";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";

const MONTH = 30 * 24 * 60 * 60_000;
const request = (name: string, email: string) => ({
  name,
  email,
  phone: "+44 20 7946 0958",
  company: "Walker Contracting Ltd.",
  subject: "Rebar detailing for a depot",
  message: "Bar bending schedules for two slabs, BS 8666.",
  serviceType: "structural",
});

describe.each(dialects)("lead retention on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("anonymises a lead 24 months after the last contact, unless it was won, and keeps what it asked for", async () => {
    const admin = (await signedInVisitor(site, { role: "admin" })).visitor;
    const sent = async (name: string, address: string) => {
      const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now().toString(36)}@example.com`;
      const response = await new Visitor(site.app, address).post("/api/contact", request(name, email), { "user-agent": "Mozilla/5.0 RetentionTest" });
      expect(response.statusCode).toBe(200);
      return (await site.db.selectFrom("leads").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    };
    const expired = await sent("Expired Sender", "198.51.100.71");
    const recent = await sent("Recent Sender", "198.51.100.72");
    const won = await sent("Won Client", "198.51.100.73");
    expect((await admin.put(`/api/admin/leads/${expired}/status`, { status: "contacted", note: "Spoke to Expired Sender on his mobile" })).statusCode).toBe(
      200,
    );
    expect((await admin.put(`/api/admin/leads/${won}/status`, { status: "won", note: "Signed the fee letter" })).statusCode).toBe(200);
    const lastContact = (id: string, monthsAgo: number) =>
      site.db
        .updateTable("leads")
        .set({ updated_at: new Date(Date.now() - monthsAgo * MONTH).toISOString() })
        .where("id", "=", id)
        .execute();
    await site.db.updateTable("leads").set({ next_action: "Call Expired Sender back on his mobile" }).where("id", "=", expired).execute();
    await lastContact(expired, 25);
    await lastContact(recent, 23);
    await lastContact(won, 25);

    const personal = (id: string) =>
      site.db.selectFrom("leads").select(["ip", "user_agent", "fingerprint", "next_action"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(await personal(expired)).toMatchObject({ ip: "198.51.100.71", user_agent: "Mozilla/5.0 RetentionTest" });

    expect(await anonymiseExpiredLeads(site.db)).toBe(1);
    const detail = async (id: string) => (await admin.get(`/api/admin/leads/${id}`)).json().data;
    const gone = await detail(expired);
    expect(gone.lead).toMatchObject({
      fullName: ANONYMISED_NAME,
      email: "",
      phone: null,
      company: null,
      subject: null,
      message: "",
      userId: null,
      service: "structural",
      status: "contacted",
    });
    expect(gone.lead.attribution).toMatchObject({ referrer: null, landingPage: null });
    expect(await personal(expired)).toEqual({ ip: null, user_agent: null, fingerprint: expired, next_action: null });
    expect(gone.history.map((entry: { note: string | null }) => entry.note)).toEqual(gone.history.map(() => null));

    expect((await detail(recent)).lead).toMatchObject({ fullName: "Recent Sender", company: "Walker Contracting Ltd." });
    expect((await detail(won)).lead).toMatchObject({ fullName: "Won Client", status: "won" });
    // A second run finds nothing left to do.
    expect(await anonymiseExpiredLeads(site.db)).toBe(0);
  });
});
