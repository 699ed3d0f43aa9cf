import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { enrolTwoFactor, makeUser, signedInVisitor } from "./support/factories";

let ipSerial = 0;
const ip = () => `198.18.0.${(ipSerial += 1)}`;

describe.each(dialects)("download my data and delete my account on %s", (dialect) => {
  let site: TestSite;
  const detached: string[] = [];
  beforeAll(async () => {
    site = await startSite(dialect);
    // A stand-in for any feature that keeps data about an account; the real leads section is tested in leads-account-data.test.ts.
    site.app.accountData.add({
      name: "projects",
      collect: async (_db, account) => [{ email: account.email, subject: "Scan to BIM for a depot" }],
      detach: async (trx, account) => {
        const still = await trx.selectFrom("users").select("id").where("id", "=", account.id).executeTakeFirst();
        detached.push(`${account.email}:${still ? "before" : "after"}`);
      },
    });
  });
  afterAll(() => site.close());

  async function signedIn(address = ip()) {
    const user = await makeUser(site);
    const visitor = new Visitor(site.app, address);
    const login = await visitor.post(
      "/api/login",
      { username: user.username, password: user.password },
      { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15" },
    );
    expect(login.statusCode).toBe(200);
    return { user, visitor };
  }

  it("answers 401 to a signed-out visitor", async () => {
    const visitor = new Visitor(site.app, ip());
    expect((await visitor.get("/api/user/export")).statusCode).toBe(401);
    expect((await visitor.send("DELETE", "/api/user", { password: "x", confirmation: "x" })).statusCode).toBe(401);
  });

  it("downloads the account, its sessions and other features' sections as a JSON file, with no hash or session id", async () => {
    const { user, visitor } = await signedIn("81.2.69.160");
    const response = await visitor.get("/api/user/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="account-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body.account).toEqual({
      username: user.username,
      email: user.email,
      fullName: null,
      role: "user",
      createdAt: user.created_at,
      lastLogin: expect.any(String),
    });
    expect(body.sessions).toEqual([
      expect.objectContaining({ device: "Safari on macOS", current: true, remembered: false, ip: "81.2.69.160", place: "United Kingdom" }),
    ]);
    expect(body.other).toEqual({
      leads: [],
      projects: [{ email: user.email, subject: "Scan to BIM for a depot" }],
      clientPortal: { membership: null, messages: [], ticketMessages: [], acceptedDeliverables: [] },
      mailPreferences: {
        preferences: { newMessage: true, deliverableIssued: true, milestoneDone: true, weeklyDigest: true, leadDigest: true },
        timeZone: null,
      },
    });
    const rows = await site.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(response.body).not.toContain(rows[0]?.id);
    expect(response.body).not.toContain("scrypt$");
    expect(response.body).not.toContain(user.id);
  });

  it("refuses deletion without the right password or the typed username, and keeps everything", async () => {
    const { user, visitor } = await signedIn();
    const wrong = await visitor.send("DELETE", "/api/user", { password: "Not-The-Password-1", confirmation: user.username });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { password: "Current password is incorrect" } });
    const mistyped = await visitor.send("DELETE", "/api/user", { password: user.password, confirmation: `${user.username}x` });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toMatchObject({ errors: { confirmation: "Type your username exactly as shown" } });
    expect((await visitor.get("/api/user")).statusCode).toBe(200);
    expect(await site.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeDefined();
  });

  it("deletes the account row, ends every session, detaches other features' data first and mails a farewell", async () => {
    const { user, visitor } = await signedIn();
    const phone = new Visitor(site.app, ip());
    expect((await phone.post("/api/login", { username: user.username, password: user.password, rememberMe: true })).statusCode).toBe(200);
    const before = site.mails.length;
    const response = await visitor.send("DELETE", "/api/user", { password: user.password, confirmation: user.username });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Your account has been deleted." });
    expect(response.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect(detached).toContain(`${user.email}:before`);
    expect(await site.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeUndefined();
    expect(await site.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
    expect((await phone.get("/api/user")).statusCode).toBe(401);
    expect((await new Visitor(site.app, ip()).post("/api/login", { username: user.username, password: user.password })).statusCode).toBe(401);
    await site.drain();
    expect(site.mails.slice(before)).toEqual([expect.objectContaining({ to: user.email, subject: expect.stringMatching(/account has been deleted/) })]);
    const again = new Visitor(site.app, ip());
    expect((await again.post("/api/register", { username: user.username, email: user.email, password: "Granite-Falcon-81" })).statusCode).toBe(201);
  });

  it("shows admins the deletion in the users list history (when, what kind, self-service) with no name or email, and removes two-step sign-in data", async () => {
    const { user, visitor } = await signedIn();
    await enrolTwoFactor(visitor);
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const before = (await admin.get("/api/admin/users/deletions")).json().data.deletions.length;
    expect((await visitor.send("DELETE", "/api/user", { password: user.password, confirmation: user.username })).statusCode).toBe(200);
    const history = await admin.get("/api/admin/users/deletions");
    expect(history.statusCode).toBe(200);
    const { deletions } = history.json().data;
    expect(deletions).toHaveLength(before + 1);
    expect(deletions[0]).toEqual({ deletedAt: expect.any(String), role: "user", accountCreatedAt: user.created_at, deletedBy: null });
    expect(Date.now() - Date.parse(deletions[0].deletedAt)).toBeLessThan(60_000);
    expect(history.body).not.toContain(user.username);
    expect(history.body).not.toContain(user.email);
    expect(await site.db.selectFrom("two_factor").select("user_id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await site.db.selectFrom("recovery_codes").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect((await visitor.get("/api/admin/users/deletions")).statusCode).toBe(401);
    const { visitor: plain } = await signedInVisitor(site);
    expect((await plain.get("/api/admin/users/deletions")).statusCode).toBe(403);
  });
});
