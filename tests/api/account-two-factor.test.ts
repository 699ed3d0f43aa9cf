import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TWO_FACTOR_PENDING_COOKIE } from "../../contract/two-factor";
import { twoFactorMessages } from "../../contract/messages/accounts";
import { pruneAccounts } from "../../server/accounts/housekeeping";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { enrolTwoFactor, makeUser, signedInVisitor } from "./support/factories";
import { totpCode } from "./support/totp";
import { defined } from "../support/defined";

let ipSerial = 0;
const ip = () => `198.51.100.${(ipSerial += 1)}`;

describe.each(dialects)("two-step sign-in on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  /** A user with two-step sign-in on: enrolment used this step's code, so sign-ins use the next one. */
  async function enrolledUser() {
    const { visitor, user } = await signedInVisitor(site);
    const secret = await enrolTwoFactor(visitor);
    return { user, secret, visitor };
  }
  async function passwordStep(user: { username: string; password: string }, rememberMe = false) {
    const visitor = new Visitor(site.app, ip());
    const response = await visitor.post("/api/login", { username: user.username, password: user.password, rememberMe });
    return { visitor, response };
  }

  it("keeps spec 01's login answer for an account without it", async () => {
    const user = await makeUser(site);
    const { visitor, response } = await passwordStep(user);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(["message", "success", "user"]);
    expect(response.json()).toMatchObject({ success: true, message: "Login successful", user: { username: user.username } });
    expect(visitor.hasCookie(TWO_FACTOR_PENDING_COOKIE)).toBe(false);
  });

  it("enrols with a QR code and a first code, and gives ten recovery codes once, kept only as hashes", async () => {
    const { visitor, user } = await signedInVisitor(site);
    expect((await visitor.get("/api/user/two-factor")).json()).toMatchObject({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const noPassword = await visitor.post("/api/user/two-factor/setup", { password: "Wrong-Password-9" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: "Current password is incorrect" });
    expect((await visitor.post("/api/user/two-factor/setup", {})).statusCode).toBe(400);
    const setup = await visitor.post("/api/user/two-factor/setup", { password: "Granite-Falcon-81" });
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode, otpauthUri } = setup.json();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");
    expect(otpauthUri).toContain(`secret=${secret}`);
    const wrong = await visitor.post("/api/user/two-factor/enable", { code: totpCode(secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: twoFactorMessages.codeWrong });
    expect((await visitor.get("/api/user/two-factor")).json().enabled).toBe(false);
    const enabled = await visitor.post("/api/user/two-factor/enable", { code: totpCode(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await visitor.get("/api/user/two-factor")).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const stored = await site.db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(await site.db.selectFrom("two_factor").selectAll().where("user_id", "=", user.id).execute()) + JSON.stringify(stored);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){4}$/);
      expect(storedText).not.toContain(code.replaceAll("-", ""));
    }
    expect(storedText).not.toContain(secret);
  });

  it("asks for the code after the password: no session until then, and a used code is never accepted again", async () => {
    const { user, secret } = await enrolledUser();
    const { visitor, response } = await passwordStep(user, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, twoFactorRequired: true, message: twoFactorMessages.codeNeeded });
    expect(visitor.hasCookie("sid")).toBe(false);
    expect(visitor.hasCookie(TWO_FACTOR_PENDING_COOKIE)).toBe(true);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    const wrong = await visitor.post("/api/login/two-factor", { code: totpCode(secret, 20) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "unauthorized", errors: { code: twoFactorMessages.codeWrong } });
    const code = totpCode(secret, 1);
    const right = await visitor.post("/api/login/two-factor", { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ success: true, message: "Login successful", user: { username: user.username } });
    expect(visitor.hasCookie(TWO_FACTOR_PENDING_COOKIE)).toBe(false);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    const session = await site.db
      .selectFrom("sessions")
      .select("persistent")
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(Number(session.persistent)).toBe(1);
    // Someone who saw that code and knows the password cannot use it again.
    const replay = await passwordStep(user);
    expect((await replay.visitor.post("/api/login/two-factor", { code })).statusCode).toBe(401);
    // Nor is an older step accepted once a newer one was.
    expect((await replay.visitor.post("/api/login/two-factor", { code: totpCode(secret) })).statusCode).toBe(401);
  });

  it("accepts each recovery code once instead of the app's code", async () => {
    const { visitor: owner } = await signedInVisitor(site);
    const setup = (await owner.post("/api/user/two-factor/setup", { password: "Granite-Falcon-81" })).json();
    const codes: string[] = (await owner.post("/api/user/two-factor/enable", { code: totpCode(setup.secret) })).json().recoveryCodes;
    const username = (await owner.get("/api/user")).json().user.username;
    const first = await passwordStep({ username, password: "Granite-Falcon-81" });
    const used = await first.visitor.post("/api/login/two-factor", { recoveryCode: defined(codes[3], "a fourth recovery code").toUpperCase() });
    expect(used.statusCode).toBe(200);
    expect((await first.visitor.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(9);
    const again = await passwordStep({ username, password: "Granite-Falcon-81" });
    const reused = await again.visitor.post("/api/login/two-factor", { recoveryCode: codes[3] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors).toEqual({ recoveryCode: twoFactorMessages.codeWrong });
    expect((await again.visitor.post("/api/login/two-factor", { recoveryCode: codes[4] })).statusCode).toBe(200);
  });

  it("ends the pending step after five wrong codes, and when it is older than five minutes", async () => {
    const { user, secret } = await enrolledUser();
    const { visitor } = await passwordStep(user);
    for (let i = 0; i < 4; i++) expect((await visitor.post("/api/login/two-factor", { code: totpCode(secret, 30 + i) })).json().errors).toBeDefined();
    const fifth = await visitor.post("/api/login/two-factor", { code: totpCode(secret, 40) });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(twoFactorMessages.pendingExpired);
    const afterwards = await visitor.post("/api/login/two-factor", { code: totpCode(secret, 1) });
    expect(afterwards.json().message).toBe(twoFactorMessages.pendingExpired);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);

    const late = await passwordStep(user);
    await site.db
      .updateTable("login_pending")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await late.visitor.post("/api/login/two-factor", { code: totpCode(secret, 1) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(twoFactorMessages.pendingExpired);
    await pruneAccounts(site.db);
    expect(await site.db.selectFrom("login_pending").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await new Visitor(site.app, ip()).post("/api/login/two-factor", { code: "123456" })).statusCode).toBe(401);
  });

  it("limits wrong codes per account across fresh password steps", async () => {
    const { user, secret } = await enrolledUser();
    let refused = 0;
    for (let round = 0; round < 3; round++) {
      const { visitor } = await passwordStep(user);
      for (let i = 0; i < 5; i++) {
        const response = await visitor.post("/api/login/two-factor", { code: totpCode(secret, 50 + round * 5 + i) });
        if (response.statusCode === 429) refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(0);
  });

  it("turns off only with the password and a code, and never for an admin", async () => {
    const { visitor, secret } = await enrolledUser();
    const noPassword = await visitor.post("/api/user/two-factor/disable", { password: "Wrong-Password-9", code: totpCode(secret, 1) });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual({ password: "Current password is incorrect" });
    const noCode = await visitor.post("/api/user/two-factor/disable", { password: "Granite-Falcon-81", code: totpCode(secret, 25) });
    expect(noCode.json().errors).toEqual({ code: twoFactorMessages.codeWrong });
    expect((await visitor.get("/api/user/two-factor")).json().enabled).toBe(true);
    const off = await visitor.post("/api/user/two-factor/disable", { password: "Granite-Falcon-81", code: totpCode(secret, 1) });
    expect(off.statusCode).toBe(200);
    expect((await visitor.get("/api/user/two-factor")).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const admin = await signedInVisitor(site, { role: "admin" });
    const refused = await admin.visitor.post("/api/user/two-factor/disable", { password: "Granite-Falcon-81", code: totpCode(admin.totpSecret ?? "", 1) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(twoFactorMessages.adminKeeps);
  });

  it("signs out the other browsers when it is turned on", async () => {
    const { visitor, user } = await signedInVisitor(site);
    const other = await passwordStep(user);
    expect((await other.visitor.get("/api/user")).statusCode).toBe(200);
    await enrolTwoFactor(visitor);
    expect((await other.visitor.get("/api/user")).statusCode).toBe(401);
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
  });

  it("signs an admin without it in only to set it up: every /api/admin call is refused until then", async () => {
    const admin = await makeUser(site, { role: "admin" });
    const { visitor, response } = await passwordStep(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorSetupRequired: true, user: { role: "admin" } });
    for (const path of ["/api/admin/users", "/api/admin/dashboard"]) {
      const refused = await visitor.get(path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: "two_factor_setup_required", message: twoFactorMessages.setupRequired });
    }
    expect((await visitor.get("/api/user/two-factor")).json()).toMatchObject({ enabled: false, required: true });
    const secret = await enrolTwoFactor(visitor);
    expect((await visitor.get("/api/admin/users")).statusCode).toBe(200);
    const next = await passwordStep(admin);
    expect(next.response.json()).toMatchObject({ twoFactorRequired: true });
    expect((await next.visitor.post("/api/login/two-factor", { code: totpCode(secret, 1) })).statusCode).toBe(200);
    expect((await next.visitor.get("/api/admin/users")).statusCode).toBe(200);
  });

  it("throws away a QR code not confirmed within fifteen minutes", async () => {
    const { visitor, user } = await signedInVisitor(site);
    const { secret } = (await visitor.post("/api/user/two-factor/setup", { password: "Granite-Falcon-81" })).json();
    await site.db
      .updateTable("two_factor")
      .set({ pending_created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const late = await visitor.post("/api/user/two-factor/enable", { code: totpCode(secret) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(twoFactorMessages.setupMissing);
  });
});
