import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, makeUser, nextIp, registered, startSite, type TestSite, unique, Visitor } from "./support";
import { migratorFor } from "../../server/platform/database";

const INVALID = { success: false, code: "validation", message: "This link is invalid or has expired." };

// Issue 21, item 1: an attacker with the password chains email changes; the owner's undo link still wins.
describe.each(dialects)("email-change chains on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "100" });
  });
  afterAll(() => site.close());

  const tokenIn = (text: string | undefined, action: "confirm" | "undo") => {
    const found = (text ?? "").match(new RegExp(`http://site\\.test/auth/email-change\\?action=${action}&token=[\\w%-]+`));
    expect(found, `a ${action} link in:\n${text}`).not.toBeNull();
    return new URL(found?.[0] ?? "").searchParams.get("token") ?? "";
  };
  /** Asks for a change from `from` to `to` with the password and returns both links. */
  async function change(visitor: Visitor, password: string, from: string, to: string) {
    const before = site.mails.length;
    const response = await visitor.put("/api/user/profile", { email: to, currentPassword: password });
    expect(response.statusCode, response.body).toBe(200);
    await site.drain();
    const sent = site.mails.slice(before);
    const withLink = (address: string, action: string) => sent.find((m) => m.to === address && m.text.includes(`action=${action}`))?.text;
    return { confirm: tokenIn(withLink(to, "confirm"), "confirm"), undo: tokenIn(withLink(from, "undo"), "undo") };
  }
  const link = (action: "confirm" | "undo", token: string) => new Visitor(site.app, nextIp()).post(`/api/auth/email-change/${action}`, { token });
  const emailOf = async (username: string) =>
    (await site.db.selectFrom("users").select("email").where("username", "=", username).executeTakeFirstOrThrow()).email;
  const pendingOf = async (username: string) =>
    site.db
      .selectFrom("email_changes")
      .innerJoin("users", "users.id", "email_changes.user_id")
      .select("new_email")
      .where("users.username", "=", username)
      .where("confirmed_at", "is", null)
      .where("closed_at", "is", null)
      .execute();
  const attacker = () => `${unique("mallory")}@evil.example`;

  it("restores the first address and voids the second change when the owner undoes after change, confirm, change", async () => {
    const { visitor, person } = await registered(site);
    const [b, c] = [attacker(), attacker()];
    const first = await change(visitor, person.password, person.email, b);
    expect((await link("confirm", first.confirm)).statusCode).toBe(200);
    const second = await change(visitor, person.password, b, c);

    const undone = await link("undo", first.undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toMatch(new RegExp(`stays ${person.email}`));
    expect(await emailOf(person.username)).toBe(person.email);
    expect((await link("confirm", second.confirm)).json()).toEqual(INVALID);
    expect(await emailOf(person.username)).toBe(person.email);
    expect((await visitor.get("/api/user")).statusCode).toBe(401);
  });

  it("restores the first address after two confirmed changes, and the attacker's own undo link is spent with it", async () => {
    const { visitor, person } = await registered(site);
    const [b, c] = [attacker(), attacker()];
    const first = await change(visitor, person.password, person.email, b);
    expect((await link("confirm", first.confirm)).statusCode).toBe(200);
    const second = await change(visitor, person.password, b, c);
    expect((await link("confirm", second.confirm)).statusCode).toBe(200);
    expect(await emailOf(person.username)).toBe(c);

    const undone = await link("undo", first.undo);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message).toMatch(new RegExp(`stays ${person.email}`));
    expect(await emailOf(person.username)).toBe(person.email);
    // The second change's undo link went to the attacker's address: it must not put that address back.
    expect((await link("undo", second.undo)).json()).toEqual(INVALID);
    expect(await emailOf(person.username)).toBe(person.email);
  });

  it("keeps one pending change per account, and a replaced change's undo link valid: it voids the newer one", async () => {
    const { visitor, person } = await registered(site);
    const [b, c] = [attacker(), attacker()];
    const first = await change(visitor, person.password, person.email, b);
    const second = await change(visitor, person.password, person.email, c);
    expect(await pendingOf(person.username)).toEqual([{ new_email: c }]);
    expect((await link("confirm", first.confirm)).json()).toEqual(INVALID);

    const lookup = await new Visitor(site.app, nextIp()).get(`/api/auth/email-change?action=undo&token=${encodeURIComponent(first.undo)}`);
    expect(lookup.json()).toMatchObject({ action: "undo", email: person.email });
    expect((await link("undo", first.undo)).statusCode).toBe(200);
    expect(await pendingOf(person.username)).toEqual([]);
    expect((await link("confirm", second.confirm)).json()).toEqual(INVALID);
    expect(await emailOf(person.username)).toBe(person.email);
  });

  it("refuses a second pending row for one account at the database, whatever the code does", async () => {
    const { person } = await registered(site);
    const user = await site.db.selectFrom("users").select("id").where("username", "=", person.username).executeTakeFirstOrThrow();
    const row = (n: number) => ({
      id: `${user.id}-${n}`,
      user_id: user.id,
      old_email: person.email,
      new_email: `n${n}@example.com`,
      confirm_hash: `c${n}${user.id}`,
      undo_hash: `u${n}${user.id}`,
      created_at: new Date().toISOString(),
      confirm_expires_at: new Date(Date.now() + 60_000).toISOString(),
      undo_expires_at: new Date(Date.now() + 60_000).toISOString(),
      confirmed_at: null,
      closed_at: null,
      undone_at: null,
    });
    await site.db.insertInto("email_changes").values(row(1)).execute();
    await expect(site.db.insertInto("email_changes").values(row(2)).execute()).rejects.toThrow();
  });
});

describe.each(dialects)("the one-pending-change migration on %s", (dialect) => {
  it("keeps only the newest of twin pending changes made before it, so the index can be built", async () => {
    const site = await startSite(dialect);
    try {
      const user = await makeUser(site);
      const migrator = migratorFor(site.db);
      expect((await migrator.migrateTo("050-platform-secrets")).error).toBeUndefined();
      for (const [id, at] of [
        ["c1", "2026-01-01"],
        ["c2", "2026-01-02"],
        ["c3", "2026-01-02"],
      ]) {
        await sql`insert into email_changes (id, user_id, old_email, new_email, confirm_hash, undo_hash, created_at, confirm_expires_at, undo_expires_at)
          values (${id}, ${user.id}, ${user.email}, ${`${id}@example.com`}, ${`h${id}`}, ${`u${id}`}, ${at}, '2030-01-01', '2030-01-01')`.execute(site.db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await site.db.selectFrom("email_changes").select("id").where("closed_at", "is", null).execute()).toEqual([{ id: "c3" }]);
    } finally {
      await site.close();
    }
  });
});
