import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, startSite, type TestSite, Visitor } from "./harness";
import { FACTORY_PASSWORD, signedInVisitor } from "./support/factories";

/** A database trigger that refuses every insert into (or delete from) a table: the second write of a use case fails for real. */
async function refuse(site: TestSite, dialect: string, table: string, event: "insert" | "delete") {
  const name = `refuse_${table}_${event}`;
  if (dialect === "postgres") {
    await sql
      .raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`)
      .execute(site.db);
    await sql.raw(`create trigger ${name} before ${event} on ${table} for each row execute function ${name}()`).execute(site.db);
  } else {
    await sql.raw(`create trigger ${name} before ${event} on ${table} begin select raise(abort, 'refused by test'); end`).execute(site.db);
  }
  return async () => {
    await sql.raw(`drop trigger ${name}${dialect === "postgres" ? ` on ${table}` : ""}`).execute(site.db);
  };
}

/** A second signed-in browser of the same account, as the sessions table holds it. */
async function otherBrowser(site: TestSite, userId: string) {
  const now = new Date();
  await site.db
    .insertInto("sessions")
    .values({
      id: randomUUID(),
      public_id: randomUUID(),
      user_id: userId,
      persistent: 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      device: "Other browser",
      ip: "198.19.9.9",
    })
    .execute();
}

describe.each(dialects)("a use case's writes land together or not at all on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50" });
  });
  afterAll(() => site.close());

  it("an admin-created account is never left without its set-password link", async () => {
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const username = `hire_${Date.now().toString(36)}`;
    const restore = await refuse(site, dialect, "password_resets", "insert");
    try {
      const failed = await admin.post("/api/admin/users", { username, email: `${username}@example.com`, role: "user" });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await site.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst()).toBeUndefined();
    const retried = await admin.post("/api/admin/users", { username, email: `${username}@example.com`, role: "user" });
    expect(retried.statusCode, retried.body).toBe(200);
    const user = await site.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    expect(await site.db.selectFrom("password_resets").select("id").where("user_id", "=", user.id).execute()).toHaveLength(1);
  });

  it("a registration is never left without its verification link", async () => {
    const username = `joiner_${Date.now().toString(36)}`;
    const restore = await refuse(site, dialect, "email_verifications", "insert");
    try {
      const failed = await new Visitor(site.app, "198.18.40.1").post("/api/register", {
        username,
        email: `${username}@example.com`,
        password: FACTORY_PASSWORD,
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await site.db.selectFrom("users").select("id").where("username", "=", username).executeTakeFirst()).toBeUndefined();
  });

  it("a new password does not take effect while the other sessions cannot be ended", async () => {
    const { visitor, user } = await signedInVisitor(site);
    await otherBrowser(site, user.id);
    const before = await site.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    const jobsBefore = await site.db.selectFrom("jobs").select("id").execute();
    const restore = await refuse(site, dialect, "sessions", "delete");
    try {
      const failed = await visitor.put("/api/user/password", {
        currentPassword: FACTORY_PASSWORD,
        newPassword: "Copper-Meadow-93",
        confirmPassword: "Copper-Meadow-93",
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const after = await site.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    // Nor is the "password changed" notice queued.
    expect(await site.db.selectFrom("jobs").select("id").execute()).toHaveLength(jobsBefore.length);
  });

  it("disabling an account and signing it out everywhere are one change", async () => {
    const { visitor: admin } = await signedInVisitor(site, { role: "admin" });
    const { user: target } = await signedInVisitor(site);
    const restore = await refuse(site, dialect, "sessions", "delete");
    try {
      expect((await admin.put(`/api/admin/users/${target.id}/disabled`, { disabled: true })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    const row = await site.db.selectFrom("users").select("disabled_at").where("id", "=", target.id).executeTakeFirstOrThrow();
    expect(row.disabled_at).toBeNull();
  });
});
