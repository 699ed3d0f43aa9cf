import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoFactorMessages } from "../../contract/messages/accounts";
import { totpCode } from "../api/support/totp";
import { dialects, PASSWORD, registered, startSite, type TestSite } from "./support";

// Issue 21, item 4: replacing an enabled authenticator needs the password and the current app (or a recovery code).
describe.each(dialects)("replacing the authenticator on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  async function enrolled() {
    const { visitor, person } = await registered(site);
    const { secret } = (await visitor.post("/api/user/two-factor/setup", { password: PASSWORD })).json();
    const enabled = await visitor.post("/api/user/two-factor/enable", { code: totpCode(secret) });
    expect(enabled.statusCode).toBe(200);
    return { visitor, person, secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it("refuses the password alone, or with a wrong code, and starts nothing", async () => {
    const { visitor } = await enrolled();
    const alone = await visitor.post("/api/user/two-factor/setup", { password: PASSWORD });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors).toEqual({ code: twoFactorMessages.currentCodeNeeded });
    const wrong = await visitor.post("/api/user/two-factor/setup", { password: PASSWORD, code: "000000" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: twoFactorMessages.codeWrong });
    expect((await visitor.post("/api/user/two-factor/enable", { code: "123456" })).json().message).toBe(twoFactorMessages.setupMissing);
  });

  it("replaces it with a current code or a recovery code, and mails the account's address", async () => {
    for (const proof of ["app", "recovery"] as const) {
      const { visitor, person, secret, recoveryCodes } = await enrolled();
      const code = proof === "app" ? totpCode(secret, 1) : recoveryCodes[0];
      const setup = await visitor.post("/api/user/two-factor/setup", { password: PASSWORD, code });
      expect(setup.statusCode, setup.body).toBe(200);
      await site.drain();
      const before = site.mails.length;
      expect((await visitor.post("/api/user/two-factor/enable", { code: totpCode(setup.json().secret) })).statusCode).toBe(200);
      await site.drain();
      const notices = site.mails.slice(before).filter((m) => m.to === person.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.subject).toMatch(/two-step sign-in device was changed/);
      expect(notices[0]?.text).toMatch(/If this was not you/);
    }
  });

  it("mails nothing when two-step sign-in is first turned on", async () => {
    const { person } = await registered(site);
    await site.drain();
    const before = site.mails.length;
    await enrolled();
    await site.drain();
    expect(site.mails.slice(before).filter((m) => m.to === person.email)).toEqual([]);
  });
});
