import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { makeUser } from "./support/factories";

const INVALID = { success: false, code: "validation", message: "This link is invalid or has expired." };
let ipSerial = 0;
const ip = () => `192.0.2.${(ipSerial += 1)}`;

describe.each(dialects)("email and password changes on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { PUBLIC_URL: "http://site.test" });
  });
  afterAll(() => site.close());

  async function signedIn() {
    const user = await makeUser(site);
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(200);
    return { user, visitor };
  }
  const tokenIn = (text: string, action: "confirm" | "undo") => {
    const found = text.match(new RegExp(`http://site\\.test/auth/email-change\\?action=${action}&token=[\\w%-]+`));
    expect(found, `a ${action} link in:\n${text}`).not.toBeNull();
    return new URL(found?.[0] ?? "").searchParams.get("token") ?? "";
  };
  async function requestChange(visitor: Visitor, user: { email: string; password: string }, newEmail: string) {
    const before = site.mails.length;
    const response = await visitor.put("/api/user/profile", { fullName: "Asha Rao", email: newEmail, currentPassword: user.password });
    expect(response.statusCode).toBe(200);
    await site.drain();
    const sent = site.mails.slice(before);
    const confirm = sent.find((m) => m.to === newEmail);
    const notice = sent.find((m) => m.to === user.email);
    expect(sent).toHaveLength(2);
    return { response, confirm: tokenIn(confirm?.text ?? "", "confirm"), undo: tokenIn(notice?.text ?? "", "undo"), confirmMail: confirm, noticeMail: notice };
  }
  const emailOf = async (id: string) => (await site.db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;

  it("asks for the current password before an email change, next to its field, and sends nothing without it", async () => {
    const { user, visitor } = await signedIn();
    const before = site.mails.length;
    const missing = await visitor.put("/api/user/profile", { email: `moved.${user.email}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { currentPassword: "Enter your current password to change your email" } });
    const wrong = await visitor.put("/api/user/profile", { email: `moved.${user.email}`, currentPassword: "Not-The-Password-1" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { currentPassword: "Current password is incorrect" } });
    await site.drain();
    expect(site.mails.length).toBe(before);
    expect(await emailOf(user.id)).toBe(user.email);
    const nameOnly = await visitor.put("/api/user/profile", { fullName: "Asha Rao", email: user.email });
    expect(nameOnly.statusCode).toBe(200);
  });

  it("changes the email only when the link mailed to the new address is confirmed, once", async () => {
    const { user, visitor } = await signedIn();
    const newEmail = `moved.${user.email}`;
    const { response, confirm, confirmMail, noticeMail } = await requestChange(visitor, user, newEmail);
    expect(response.json()).toMatchObject({ user: { email: user.email, fullName: "Asha Rao" }, pendingEmail: newEmail });
    expect(confirmMail?.subject).toMatch(/Confirm your new .* email address/);
    expect(noticeMail?.text).toContain(newEmail);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await visitor.get("/api/user")).json().user.email).toBe(user.email);

    const stranger = new Visitor(site.app, ip());
    const lookup = await stranger.get(`/api/auth/email-change?action=confirm&token=${encodeURIComponent(confirm)}`);
    expect(lookup.json()).toEqual({ success: true, action: "confirm", email: newEmail });
    expect(await emailOf(user.id)).toBe(user.email);
    const done = await stranger.post("/api/auth/email-change/confirm", { token: confirm });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(`Your email address is now ${newEmail}.`);
    expect(await emailOf(user.id)).toBe(newEmail);
    expect((await visitor.get("/api/user")).json().user.email).toBe(newEmail);
    expect((await stranger.post("/api/auth/email-change/confirm", { token: confirm })).json()).toEqual(INVALID);
  });

  it("refuses a wrong, expired or superseded confirmation link", async () => {
    const { user, visitor } = await signedIn();
    const visitorB = new Visitor(site.app, ip());
    expect((await visitorB.post("/api/auth/email-change/confirm", { token: "not-a-token" })).json()).toEqual(INVALID);
    expect((await visitorB.get("/api/auth/email-change?action=confirm&token=nope")).statusCode).toBe(400);
    const first = await requestChange(visitor, user, `first.${user.email}`);
    const second = await requestChange(visitor, user, `second.${user.email}`);
    expect((await visitorB.post("/api/auth/email-change/confirm", { token: first.confirm })).json()).toEqual(INVALID);
    await site.db
      .updateTable("email_changes")
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("new_email", "=", `second.${user.email}`)
      .execute();
    expect((await visitorB.post("/api/auth/email-change/confirm", { token: second.confirm })).json()).toEqual(INVALID);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("refuses to confirm an address someone registered meanwhile", async () => {
    const { user, visitor } = await signedIn();
    const newEmail = `contested.${user.email}`;
    const { confirm } = await requestChange(visitor, user, newEmail);
    const squatter = await makeUser(site);
    await site.db.updateTable("users").set({ email: newEmail }).where("id", "=", squatter.id).execute();
    const refused = await new Visitor(site.app, ip()).post("/api/auth/email-change/confirm", { token: confirm });
    expect(refused.statusCode).toBe(409);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("lets the old address cancel a pending change", async () => {
    const { user, visitor } = await signedIn();
    const { confirm, undo } = await requestChange(visitor, user, `cancelled.${user.email}`);
    const owner = new Visitor(site.app, ip());
    expect((await owner.get(`/api/auth/email-change?action=undo&token=${encodeURIComponent(undo)}`)).json()).toEqual({
      success: true,
      action: "undo",
      email: user.email,
    });
    expect((await owner.post("/api/auth/email-change/undo", { token: undo })).statusCode).toBe(200);
    expect((await owner.post("/api/auth/email-change/confirm", { token: confirm })).json()).toEqual(INVALID);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
  });

  it("lets the old address reverse a confirmed change, ending every session", async () => {
    const { user, visitor } = await signedIn();
    const { confirm, undo } = await requestChange(visitor, user, `taken-over.${user.email}`);
    const other = new Visitor(site.app, ip());
    expect((await other.post("/api/auth/email-change/confirm", { token: confirm })).statusCode).toBe(200);
    const reversed = await other.post("/api/auth/email-change/undo", { token: undo });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json().message).toContain(`Your email address stays ${user.email}.`);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    expect((await other.post("/api/auth/email-change/undo", { token: undo })).json()).toEqual(INVALID);
  });

  it("mails the account's address when its password changes, and not before the change is saved", async () => {
    const { user, visitor } = await signedIn();
    const before = site.mails.length;
    expect(
      (await visitor.put("/api/user/password", { currentPassword: "Wrong-Password-9", newPassword: "Copper-Meadow-55", confirmPassword: "Copper-Meadow-55" }))
        .statusCode,
    ).toBe(400);
    await site.drain();
    expect(site.mails.length).toBe(before);
    expect(
      (await visitor.put("/api/user/password", { currentPassword: user.password, newPassword: "Copper-Meadow-55", confirmPassword: "Copper-Meadow-55" }))
        .statusCode,
    ).toBe(200);
    await site.drain();
    const sent = site.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: user.email, subject: expect.stringMatching(/password was changed/) });
    expect(sent[0]?.text).toContain("http://site.test/auth/reset-password");
  });
});
