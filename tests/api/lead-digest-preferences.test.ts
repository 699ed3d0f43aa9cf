import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailPreferencesOf } from "../../server/accounts/mail-preferences/mail-preferences";
import { loadConfig } from "../../server/platform/config";
import { type Db, migrate, migratorFor, openDatabase } from "../../server/platform/database";
import { enqueue } from "../../server/platform/jobs";
import { localDayAndHour } from "../../server/platform/local-day";
import { TEST_SESSION_SECRET } from "../support/session-secret";
import { dialects, freshPostgres, startSite, type TestSite } from "./harness";
import { insertLead, signedInVisitor } from "./support/factories";
import { zonesAtHour } from "./support/time-zones";

type Signed = Awaited<ReturnType<typeof signedInVisitor>>;

// The site's own zone reads night, so a digest that goes out proves the person's chosen zone was used.
const morning = zonesAtHour(9, 22)[0] ?? "";
const night = zonesAtHour(1, 6)[0] ?? "";

describe.each(dialects)("one choice for the daily lead digest, on either screen, on %s", (dialect) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite(dialect, { RATE_LIMIT_FACTOR: "50", TIME_ZONE: night });
  });
  afterAll(() => site.close());

  const ownerWithOverdueLead = async () => {
    const owner = await signedInVisitor(site, { role: "staff" });
    const id = await insertLead(site.db, { email: `digest.${Math.random().toString(36).slice(2)}@choice.example` });
    await site.db
      .updateTable("leads")
      .set({ owner_id: owner.user.id, next_action: "Send the revised fee", next_action_date: "2020-01-01" })
      .where("id", "=", id)
      .execute();
    return owner;
  };
  const pipelineChoice = (who: Signed, body: { enabled: boolean; timeZone: string }) => who.visitor.put("/api/admin/pipeline/digest", body);
  const profileChoice = (who: Signed, body: { leadDigest?: boolean; timeZone?: string | null }) => who.visitor.put("/api/account/mail-preferences", body);
  const digestRecipients = async () => {
    site.mails.length = 0;
    for (let run = 0; run < 2; run++) await enqueue(site.db, { kind: "leads.digest", payload: {}, dedupeKey: `choice-${Math.random()}` });
    await site.drain();
    return site.mails.filter((m) => String(m.subject).startsWith("Your leads for")).map((m) => m.to);
  };

  it("stops the digest when it is turned off on either screen, and each screen shows the other's choice", async () => {
    const offInPipeline = await ownerWithOverdueLead();
    const offInProfile = await ownerWithOverdueLead();
    const keeps = await ownerWithOverdueLead();
    expect((await pipelineChoice(offInPipeline, { enabled: false, timeZone: morning })).statusCode).toBe(200);
    expect((await profileChoice(offInProfile, { leadDigest: false, timeZone: morning })).statusCode).toBe(200);
    expect((await pipelineChoice(keeps, { enabled: true, timeZone: morning })).statusCode).toBe(200);

    expect((await offInPipeline.visitor.get("/api/account/mail-preferences")).json()).toMatchObject({ preferences: { leadDigest: false }, timeZone: morning });
    expect((await offInProfile.visitor.get("/api/admin/pipeline/digest")).json()).toMatchObject({ enabled: false, timeZone: morning });
    const received = await digestRecipients();
    expect(received).toContain(keeps.user.email);
    expect(received).not.toContain(offInPipeline.user.email);
    expect(received).not.toContain(offInProfile.user.email);

    // Turned back on in the other place, it goes out again.
    await site.db.deleteFrom("lead_digests").execute();
    expect((await profileChoice(offInPipeline, { leadDigest: true })).statusCode).toBe(200);
    expect((await pipelineChoice(offInProfile, { enabled: true, timeZone: morning })).statusCode).toBe(200);
    expect((await digestRecipients()).sort()).toEqual(expect.arrayContaining([offInPipeline.user.email, offInProfile.user.email]));
  });

  it("sends the digest at the morning of the zone chosen on either screen, and the site's zone when none is chosen", async () => {
    const zonedInProfile = await ownerWithOverdueLead();
    const zonedInPipeline = await ownerWithOverdueLead();
    const followsSite = await ownerWithOverdueLead();
    const nightInProfile = await ownerWithOverdueLead();
    expect((await profileChoice(zonedInProfile, { timeZone: morning })).statusCode).toBe(200);
    expect((await pipelineChoice(zonedInPipeline, { enabled: true, timeZone: morning })).statusCode).toBe(200);
    // Saving the pipeline screen with the site's zone it was shown keeps following the site.
    expect((await pipelineChoice(followsSite, { enabled: true, timeZone: night })).statusCode).toBe(200);
    expect((await pipelineChoice(nightInProfile, { enabled: true, timeZone: morning })).statusCode).toBe(200);
    expect((await profileChoice(nightInProfile, { timeZone: night })).statusCode).toBe(200);

    expect((await zonedInProfile.visitor.get("/api/admin/pipeline/digest")).json()).toMatchObject({ enabled: true, timeZone: morning });
    expect((await zonedInPipeline.visitor.get("/api/account/mail-preferences")).json()).toMatchObject({ timeZone: morning });
    expect((await followsSite.visitor.get("/api/account/mail-preferences")).json()).toMatchObject({ timeZone: null });
    expect((await followsSite.visitor.get("/api/admin/pipeline/digest")).json()).toMatchObject({ timeZone: night });
    expect((await nightInProfile.visitor.get("/api/admin/pipeline/digest")).json()).toMatchObject({ timeZone: night });

    const received = await digestRecipients();
    expect(received).toEqual(expect.arrayContaining([zonedInProfile.user.email, zonedInPipeline.user.email]));
    expect(received).not.toContain(followsSite.user.email);
    expect(received).not.toContain(nightInProfile.user.email);
    const days = await site.db.selectFrom("lead_digests").select(["user_id", "day"]).where("user_id", "=", zonedInProfile.user.id).execute();
    expect(days.map((d) => d.day)).toEqual([localDayAndHour(new Date(), morning).day]);
  });
});

describe.each(dialects)("moving the pipeline's digest settings into mail preferences on %s", (dialect) => {
  const opened: Array<{ db: Db; drop?: () => Promise<void> }> = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.destroy();
      await drop?.();
    }
  });

  it("carries each person's choice and zone across, keeps their other kinds, and drops the old table", async () => {
    const database = dialect === "postgres" ? await freshPostgres() : undefined;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "digest-move-")),
      LOG_LEVEL: "silent",
      ...(database && { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET }),
    });
    const { db } = openDatabase(config);
    opened.push({ db, drop: database?.drop });
    expect((await migratorFor(db).migrateTo("202611261329-portal-inbox-turn-indexes")).error).toBeUndefined();

    const before = "2026-11-20T08:00:00.000Z";
    const after = "2026-11-22T08:00:00.000Z";
    await sql`insert into lead_digest_settings (user_id, enabled, time_zone, updated_at) values
      ('only-pipeline', 0, 'Asia/Kolkata', ${before}),
      ('keeps-others', 1, 'America/Chicago', ${after}),
      ('off-in-profile', 1, 'Europe/Madrid', ${after}),
      ('profile-zone-newer', 1, 'Europe/Madrid', ${before})`.execute(db);
    const row = (user: string, kinds: { message: 0 | 1; weekly: 0 | 1; lead: 0 | 1 }, zone: string | null, at: string) =>
      sql`insert into mail_preferences (user_id, new_message, deliverable_issued, milestone_done, weekly_digest, lead_digest, time_zone, updated_at)
          values (${user}, ${kinds.message}, 1, 1, ${kinds.weekly}, ${kinds.lead}, ${zone}, ${at})`.execute(db);
    await row("keeps-others", { message: 0, weekly: 0, lead: 1 }, null, before);
    await row("off-in-profile", { message: 1, weekly: 1, lead: 0 }, null, before);
    await row("profile-zone-newer", { message: 1, weekly: 1, lead: 1 }, "Australia/Perth", after);

    await migrate(db);

    expect(await mailPreferencesOf(db, "only-pipeline")).toEqual({
      preferences: { newMessage: true, deliverableIssued: true, milestoneDone: true, weeklyDigest: true, leadDigest: false },
      timeZone: "Asia/Kolkata",
    });
    expect(await mailPreferencesOf(db, "keeps-others")).toEqual({
      preferences: { newMessage: false, deliverableIssued: true, milestoneDone: true, weeklyDigest: false, leadDigest: true },
      timeZone: "America/Chicago",
    });
    expect(await mailPreferencesOf(db, "off-in-profile")).toMatchObject({ preferences: { leadDigest: false }, timeZone: "Europe/Madrid" });
    expect(await mailPreferencesOf(db, "profile-zone-newer")).toMatchObject({ preferences: { leadDigest: true }, timeZone: "Australia/Perth" });
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain("mail_preferences");
    expect(tables).not.toContain("lead_digest_settings");
  });
});
