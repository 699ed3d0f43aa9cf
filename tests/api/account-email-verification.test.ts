import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "../../contract/messages/accounts";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";

let serial = 0;
const ip = () => `192.0.2.${(serial += 1)}`;
const person = () => {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return { username: `verify_${id}`, email: `verify.${id}@example.com`, password: "Granite-Falcon-81" };
};

describe.each(dialects)("email verification on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { PUBLIC_URL: "http://site.test" });
  });
  afterAll(() => site.close());

  const tokenIn = (text: string | undefined) => {
    const found = text?.match(/http:\/\/site\.test\/auth\/verify-email\?token=[\w%-]+/);
    expect(found, `a verification link in:\n${text}`).not.toBeNull();
    return new URL(found?.[0] ?? "").searchParams.get("token") ?? "";
  };
  async function registered() {
    const who = person();
    const visitor = new Visitor(site.app, ip());
    const before = site.mails.length;
    const response = await visitor.post("/api/register", who);
    expect(response.statusCode).toBe(201);
    await site.drain();
    const mail = site.mails.slice(before).find((m) => m.to === who.email);
    return { who, visitor, mail, token: tokenIn(mail?.text) };
  }

  it("signs a new registration in at once, mails a link, and reports the address unverified until it is opened", async () => {
    const { who, visitor, mail, token } = await registered();
    expect(mail?.subject).toMatch(/Confirm your email address/);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    expect((await visitor.get("/api/user/email-verification")).json()).toEqual({ success: true, verified: false, email: who.email });
    const stored = await site.db.selectFrom("email_verifications").select("token_hash").execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    // Another browser, not signed in: the link is the authority. GET only says which address.
    const mailbox = new Visitor(site.app, ip());
    expect((await mailbox.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`)).json()).toEqual({ success: true, email: who.email });
    expect((await visitor.get("/api/user/email-verification")).json().verified).toBe(false);
    const confirmed = await mailbox.post("/api/auth/verify-email", { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await visitor.get("/api/user/email-verification")).json().verified).toBe(true);
    // Single use.
    const again = await mailbox.post("/api/auth/verify-email", { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.verifyInvalid);
  });

  it("refuses an expired, unknown or replaced link", async () => {
    const { visitor, token } = await registered();
    await site.db
      .updateTable("email_verifications")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "!=", "")
      .execute();
    expect((await visitor.post("/api/auth/verify-email", { token })).statusCode).toBe(400);
    expect((await visitor.post("/api/auth/verify-email", { token: "not-a-real-token" })).json().message).toBe(accountMessages.verifyInvalid);

    const before = site.mails.length;
    expect((await visitor.post("/api/user/email-verification/resend")).statusCode).toBe(200);
    await site.drain();
    const fresh = tokenIn(site.mails.slice(before).at(-1)?.text);
    expect((await visitor.post("/api/user/email-verification/resend")).statusCode).toBe(200);
    await site.drain();
    const newest = tokenIn(site.mails.at(-1)?.text);
    // Only the newest link works.
    expect((await visitor.post("/api/auth/verify-email", { token: fresh })).statusCode).toBe(400);
    expect((await visitor.post("/api/auth/verify-email", { token: newest })).statusCode).toBe(200);
    expect((await visitor.post("/api/user/email-verification/resend")).statusCode).toBe(409);
  });

  it("limits 'resend' to 3 an hour per account", async () => {
    const { visitor } = await registered();
    for (let i = 0; i < 3; i++) expect((await visitor.post("/api/user/email-verification/resend")).statusCode).toBe(200);
    const refused = await visitor.post("/api/user/email-verification/resend");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many verification emails/);
    expect((await new Visitor(site.app, ip()).post("/api/user/email-verification/resend")).statusCode).toBe(401);
  });

  it("counts a confirmed email change as verified, and voids a link sent to the old address", async () => {
    const { who, visitor, token } = await registered();
    const newEmail = `changed.${Date.now().toString(36)}@example.com`;
    const before = site.mails.length;
    expect((await visitor.put("/api/user/profile", { email: newEmail, currentPassword: who.password })).statusCode).toBe(200);
    await site.drain();
    const confirmMail = site.mails.slice(before).find((m) => m.to === newEmail);
    const confirmToken = new URL(
      confirmMail?.text.match(/http:\/\/site\.test\/auth\/email-change\?action=confirm&token=[\w%-]+/)?.[0] ?? "http://x",
    ).searchParams.get("token");
    expect((await visitor.post("/api/auth/email-change/confirm", { token: confirmToken })).statusCode).toBe(200);
    expect((await visitor.get("/api/user/email-verification")).json()).toMatchObject({ verified: true, email: newEmail });
    expect((await visitor.post("/api/auth/verify-email", { token })).statusCode).toBe(400);
  });

  it("counts a password set through a mailed link as verified (how admin-created accounts start)", async () => {
    const user = await makeUser(site);
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(200);
    expect((await visitor.get("/api/user/email-verification")).json().verified).toBe(false);
    const before = site.mails.length;
    expect((await new Visitor(site.app, ip()).post("/api/auth/request-reset", { email: user.email })).statusCode).toBe(200);
    await site.drain();
    const link = new URL(
      site.mails
        .slice(before)
        .find((m) => m.to === user.email)
        ?.text.match(/http:\/\/site\.test\/auth\/reset-password\?\S+/)?.[0] ?? "http://x",
    );
    const reset = await new Visitor(site.app, ip()).post("/api/auth/reset-password", {
      password: "Copper-Meadow-55",
      confirmPassword: "Copper-Meadow-55",
      token: link.searchParams.get("token"),
      email: user.email,
    });
    expect(reset.statusCode).toBe(200);
    const again = new Visitor(site.app, ip());
    expect((await again.post("/api/login", { username: user.username, password: "Copper-Meadow-55" })).statusCode).toBe(200);
    expect((await again.get("/api/user/email-verification")).json().verified).toBe(true);
  });
});
