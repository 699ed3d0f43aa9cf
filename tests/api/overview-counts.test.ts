import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { anonymiseExpiredLeads } from "../../server/leads/retention";
import { migrate, migratorFor, openDatabase } from "../../server/platform/database";
import { dialects, freshPostgres, startSite, type TestSite, Visitor } from "./harness";
import { FACTORY_PASSWORD, insertLead, makeUser, signedInVisitor } from "./support/factories";

const consultation = {
  fullName: "Priya Raman",
  service: "mep-design",
  message: "We need MEP coordination for a 12-storey hospital in Leeds.",
  privacy: true,
};

/**
 * The overview reads its totals from counters that triggers keep in each writing transaction (issue 27). Whatever
 * writes the rows (the contact form, a status change, spam, anonymisation, a deletion, a statement of many rows),
 * the counters must equal a real count, and the overview must show that count.
 */
describe.each(dialects)("the overview's counters on %s", (dialect) => {
  let site: TestSite;
  let admin: Visitor;
  beforeAll(async () => {
    site = await startSite(dialect);
    admin = (await signedInVisitor(site, { role: "admin" })).visitor;
  });
  afterAll(() => site.close());

  const counted = async (table: "leads" | "users", column: "status" | "role") => {
    const rows = await sql<{
      value: string;
      n: number | string;
    }>`select ${sql.ref(column)} as value, count(*) as n from ${sql.table(table)} group by ${sql.ref(column)}`.execute(site.db);
    return Object.fromEntries(rows.rows.map((r) => [r.value, Number(r.n)]));
  };
  const kept = async (counts: "lead_status_counts" | "user_role_counts", column: "status" | "role", as: "leads" | "users") => {
    const rows = await sql<{ value: string; n: number | string }>`select ${sql.ref(column)} as value, sum(${sql.ref(as)}) as n from ${sql.table(counts)}
      group by ${sql.ref(column)}`.execute(site.db);
    return Object.fromEntries(rows.rows.filter((r) => Number(r.n) !== 0).map((r) => [r.value, Number(r.n)]));
  };
  async function expectCountersTrue() {
    expect(await kept("lead_status_counts", "status", "leads")).toEqual(await counted("leads", "status"));
    expect(await kept("user_role_counts", "role", "users")).toEqual(await counted("users", "role"));
    const leads = await counted("leads", "status");
    const users = await counted("users", "role");
    const overview = (await admin.get("/api/admin/dashboard")).json().data;
    expect(overview.totalLeads).toBe(Object.entries(leads).reduce((sum, [status, n]) => (status === "spam" ? sum : sum + n), 0));
    expect(overview.totalUsers).toBe(Object.values(users).reduce((sum, n) => sum + n, 0));
  }

  it("stay equal to a real count through inserts, status changes, spam, anonymisation and deletion", async () => {
    await expectCountersTrue();
    // The contact form, once as a person and once as a bot that filled the honeypot (stored as spam).
    for (const [i, extra] of [{}, { hp_check: "https://cheap-pills.example" }].entries()) {
      const response = await new Visitor(site.app, `198.51.100.${i + 1}`).post("/api/contact", { ...consultation, email: `counted${i}@example.com`, ...extra });
      expect(response.statusCode).toBe(200);
    }
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await insertLead(site.db, { email: `row${i}@example.com`, status: i % 2 ? "contacted" : "new" }));
    const overview = (await admin.get("/api/admin/dashboard")).json().data;
    expect(overview.totalLeads).toBe(7);
    expect(overview.newLeadsToday).toBe(7);
    await expectCountersTrue();

    // Status changes through the console, to spam and back, and one that changes nothing.
    for (const status of ["won", "spam", "spam", "qualified"] as const) {
      expect((await admin.put(`/api/admin/leads/${ids[0]}/status`, { status, note: "Signed the BIM execution plan" })).statusCode).toBe(200);
      await expectCountersTrue();
    }
    expect((await admin.put(`/api/admin/leads/${ids[1]}/status`, { status: "spam" })).statusCode).toBe(200);
    expect((await admin.get("/api/admin/dashboard")).json().data.totalLeads).toBe(6);
    await expectCountersTrue();

    // One statement over many rows, as a bulk job or an operator would run it.
    await site.db.updateTable("leads").set({ status: "lost" }).where("id", "in", ids.slice(2, 5)).execute();
    await expectCountersTrue();

    // Anonymisation rewrites who sent a lead but keeps its status.
    const old = new Date(Date.now() - 3 * 365 * 86_400_000).toISOString();
    await site.db.updateTable("leads").set({ updated_at: old }).where("id", "in", ids.slice(3)).execute();
    expect(await anonymiseExpiredLeads(site.db)).toBe(3);
    await expectCountersTrue();

    // Deletion, one row and many.
    await site.db.deleteFrom("leads").where("id", "=", ids[5]!).execute();
    await expectCountersTrue();
    await site.db.deleteFrom("leads").where("status", "=", "lost").execute();
    await expectCountersTrue();

    // Many rows in one statement.
    await sql`insert into leads (id, form, page, full_name, email, service, message, privacy_accepted, status, fingerprint, created_at, updated_at)
      select id || '-copy', form, page, full_name, email, service, message, privacy_accepted, status, fingerprint || '-copy', created_at, updated_at from leads`.execute(
      site.db,
    );
    await expectCountersTrue();
  });

  it("follow accounts through creation, role changes and deletion", async () => {
    const created = await admin.post("/api/admin/users", {
      username: "countedstaff",
      email: "counted.staff@example.com",
      fullName: "Counted Staff",
      role: "staff",
    });
    expect(created.statusCode).toBe(200);
    await expectCountersTrue();
    const member = await makeUser(site);
    await expectCountersTrue();
    expect((await admin.put(`/api/admin/users/${member.id}/role`, { role: "staff" })).statusCode).toBe(200);
    await expectCountersTrue();
    const { visitor, user } = await signedInVisitor(site);
    await expectCountersTrue();
    expect((await visitor.send("DELETE", "/api/user", { password: FACTORY_PASSWORD, confirmation: user.username })).statusCode).toBe(200);
    await expectCountersTrue();
    expect((await admin.get("/api/admin/dashboard")).json().data.newUsersToday).toBe(Object.values(await counted("users", "role")).reduce((s, n) => s + n, 0));
  });

  it("start from a real count when a database that already holds leads and accounts is upgraded", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    const { db } = openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "counts-upgrade-")), databaseUrl: database?.url });
    try {
      expect((await migratorFor(db).migrateTo("202611250500-client-portal")).error).toBeUndefined();
      for (const status of ["new", "new", "won", "spam"] as const) await insertLead(db, { status });
      await makeUser({ db });
      await makeUser({ db }, { role: "admin" });
      await migrate(db);
      const rows = await db.selectFrom("lead_status_counts").select(["status", "leads"]).orderBy("status").execute();
      expect(rows.map((r) => [r.status, Number(r.leads)])).toEqual([
        ["new", 2],
        ["spam", 1],
        ["won", 1],
      ]);
      const roles = await db.selectFrom("user_role_counts").select(["role", "users"]).orderBy("role").execute();
      expect(roles.map((r) => [r.role, Number(r.users)])).toEqual([
        ["admin", 1],
        ["user", 1],
      ]);
    } finally {
      await db.destroy();
      await database?.drop();
    }
  });
});
