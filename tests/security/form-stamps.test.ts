import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formStamps, STAMP_LIFETIME_MS } from "../../server/leads/form-stamp";
import { dialects, nextIp, startSite, type TestSite, unique, Visitor } from "./support";

// Issue 21 item 10 (ASVS 5.0 2.4.1, 11.x replay): a form stamp vouches for one lead within its lifetime; a lead
// without a valid stamp is still kept (nothing a visitor sends is lost) but marked for review, and its notification says so.
const SESSION_SECRET = "form-stamps-security-test-key-of-32-characters-or-more";

describe.each(dialects)("form stamps on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { LEAD_NOTIFY_TO: "sales@stratumbim.com", SESSION_SECRET });
  });
  afterAll(() => site.close());

  const stamps = formStamps(SESSION_SECRET);
  const send = (email: string, formStamp?: string) =>
    new Visitor(site.app, nextIp()).post("/api/contact", {
      name: "Casey Stamp",
      email,
      subject: "Precast detailing",
      message: "Hollow-core planks for a car park.",
      serviceType: "bim",
      ...(formStamp && { formStamp }),
    });
  const leadOf = (email: string) => site.db.selectFrom("leads").select(["status", "review_reason"]).where("email", "=", email).executeTakeFirstOrThrow();
  const notificationFor = (email: string) => site.mails.find((m) => m.to === "sales@stratumbim.com" && m.replyTo === email);

  it("keeps a lead without a stamp, marked for review, and its notification says why", async () => {
    const email = `${unique("nostamp")}@example.com`;
    expect((await send(email)).statusCode).toBe(200);
    expect(await leadOf(email)).toEqual({ status: "new", review_reason: "no-stamp" });
    await site.drain();
    expect(notificationFor(email)?.text).toContain("Flagged for review: it came without the form's time stamp");
  });

  it("lets one stamp vouch for one lead only: a replay is marked for review", async () => {
    // Issued a minute ago, so the first use is a person's pace.
    const stamp = stamps.issue(Date.now() - 60_000);
    const first = `${unique("first")}@example.com`;
    const replay = `${unique("replay")}@example.com`;
    await send(first, stamp);
    await send(replay, stamp);
    expect(await leadOf(first)).toEqual({ status: "new", review_reason: null });
    expect(await leadOf(replay)).toEqual({ status: "new", review_reason: "spent-stamp" });
    await site.drain();
    expect(notificationFor(replay)?.text).toContain("already been used for another request");
    expect(notificationFor(first)?.text).not.toContain("Flagged for review");
  });

  it("expires a stamp after its lifetime: marked for review", async () => {
    const email = `${unique("expired")}@example.com`;
    await send(email, stamps.issue(Date.now() - STAMP_LIFETIME_MS - 60_000));
    expect(await leadOf(email)).toEqual({ status: "new", review_reason: "expired-stamp" });
    await site.drain();
    expect(notificationFor(email)?.text).toContain("open for more than 12 hours");
  });

  it("files a forged stamp as spam, with no mail", async () => {
    const [time, nonce, signature] = stamps.issue(Date.now() - 60_000).split(".");
    const email = `${unique("forged")}@example.com`;
    await send(email, `${Number(time) - 1000}.${nonce}.${signature}`);
    expect((await leadOf(email)).status).toBe("spam");
    await site.drain();
    expect(notificationFor(email)).toBeUndefined();
  });
});
