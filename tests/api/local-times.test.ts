import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { signedInVisitor } from "./support/factories";

// Issue 21 item 24: the lead notification and the CSV exports show TIME_ZONE's wall clock, never ISO UTC.
const ZONE = "America/New_York";
/** The same wall clock read by another formatter than the site's, as a check. */
const wallClock = (iso: string) => new Date(iso).toLocaleString("sv-SE", { timeZone: ZONE }).slice(0, 16);
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);

describe.each(dialects)("local times in mails and exports on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { TIME_ZONE: ZONE, LEAD_NOTIFY_TO: "sales@stratumbim.com" });
  });
  afterAll(() => site.close());

  const inquiry = (email: string) => ({
    name: "Tom Walker",
    email,
    subject: "Commercial Building BIM Services",
    message: "Looking for LOD 350 models for a retail park.",
    serviceType: "bim",
  });

  it("the lead notification says when the lead came in, in TIME_ZONE and naming it", async () => {
    const email = "zone.mail@example.com";
    expect((await new Visitor(site.app, "198.51.100.40").post("/api/contact", inquiry(email))).statusCode).toBe(200);
    const lead = await site.db.selectFrom("leads").select("created_at").where("email", "=", email).executeTakeFirstOrThrow();
    await site.drain();
    const notification = site.mails.find((m) => m.to === "sales@stratumbim.com" && m.replyTo === email);
    expect(notification?.text).toContain(`Received (${ZONE})`);
    expect(notification?.text).toContain(wallClock(lead.created_at));
    expect(notification?.text).not.toContain(lead.created_at);
    expect(notification?.html).toContain(wallClock(lead.created_at));
  });

  it("the lead, user and subscriber exports show local times under headers naming the zone", async () => {
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const winter = "zone.winter@example.com";
    const summer = "zone.summer@example.com";
    for (const email of [winter, summer]) await new Visitor(site.app, "198.51.100.41").post("/api/contact", inquiry(email));
    await site.db.updateTable("leads").set({ created_at: "2026-01-15T12:30:00.000Z" }).where("email", "=", winter).execute();
    await site.db.updateTable("leads").set({ created_at: "2026-07-04T16:30:00.000Z" }).where("email", "=", summer).execute();
    const leads = csvLines((await admin.get("/api/admin/leads/export.csv?search=zone.")).body);
    expect(leads[0]).toMatch(/^Reference,Received \(America\/New_York\),/);
    expect(leads.find((l) => l.includes(winter))).toContain(",2026-01-15 07:30,");
    expect(leads.find((l) => l.includes(summer))).toContain(",2026-07-04 12:30,");
    expect(leads.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    const users = csvLines((await admin.get("/api/admin/users/export.csv")).body);
    expect(users[0]).toBe(`Username,Email,Full name,Role,Status,Created (${ZONE}),Last login (${ZONE})`);
    expect(users.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(users.slice(1).every((line) => /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}(,|$)/.test(line))).toBe(true);

    await new Visitor(site.app, "198.51.100.42").post("/api/newsletter", { email: "zone.reader@example.com" });
    const subscribers = csvLines((await admin.get("/api/admin/subscribers/export.csv")).body);
    expect(subscribers[0]).toBe(`Email,Source,Consented (${ZONE}),Confirmed (${ZONE}),Unsubscribed (${ZONE})`);
    expect(subscribers.join("\n")).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
