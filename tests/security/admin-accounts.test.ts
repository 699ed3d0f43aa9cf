import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapAdmin } from "../../server/accounts/admin-bootstrap";
import { findByUsername } from "../../server/accounts/users";
import { dialects, nextIp, PASSWORD, signedInVisitor, startSite, type TestSite, Visitor } from "./support";

const quiet = pino({ level: "silent" });

// Issue 21, items 2 and 6: who becomes an admin at start-up, and that an admin cannot leave the site with none.
describe.each(dialects)("admin accounts on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect);
  });
  afterAll(() => site.close());

  it("never promotes at start-up an account it did not create, even one registered with ADMIN_EMAIL", async () => {
    const squatter = new Visitor(site.app, nextIp());
    expect((await squatter.post("/api/register", { username: "boss", email: "boss@stratumbim.com", password: PASSWORD })).statusCode).toBe(201);
    await expect(bootstrapAdmin(site.db, { username: "boss", email: "boss@stratumbim.com", password: "Harbour-Lantern-42" }, quiet)).rejects.toThrow(
      /^ADMIN_USERNAME "boss" is already a registered account that start-up did not create, so it is not promoted; .*npm run admin -- promote boss/,
    );
    const row = await findByUsername(site.db, "boss");
    expect(row?.role).toBe("user");
    // The account created by an earlier start is left as it is on every later start.
    await bootstrapAdmin(site.db, { username: "founder", email: "founder@stratumbim.com", password: "Harbour-Lantern-42" }, quiet);
    await bootstrapAdmin(site.db, { username: "founder", email: "founder@stratumbim.com", password: "Harbour-Lantern-42" }, quiet);
    expect((await findByUsername(site.db, "founder"))?.role).toBe("admin");
  });

  it("refuses to delete the last active admin's account and deletes an admin's once another admin exists", async () => {
    // Every admin left over from other tests is made a user, so this admin is the only one.
    await site.db.updateTable("users").set({ role: "user" }).where("role", "=", "admin").execute();
    const only = await signedInVisitor(site, { role: "admin" });
    const refused = await only.visitor.send("DELETE", "/api/user", { password: only.user.password, confirmation: only.user.username });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "conflict", message: expect.stringMatching(/last active admin/) });
    expect((await findByUsername(site.db, only.user.username))?.role).toBe("admin");
    expect((await only.visitor.get("/api/admin/users")).statusCode).toBe(200);

    await signedInVisitor(site, { role: "admin" });
    const deleted = await only.visitor.send("DELETE", "/api/user", { password: only.user.password, confirmation: only.user.username });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await findByUsername(site.db, only.user.username)).toBeUndefined();
  });
});
