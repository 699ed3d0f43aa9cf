import type { Kysely } from "kysely";

type Flag = 0 | 1;
type Tables = {
  lead_digest_settings: { user_id: string; enabled: Flag; time_zone: string; updated_at: string };
  mail_preferences: {
    user_id: string;
    new_message: Flag;
    deliverable_issued: Flag;
    milestone_done: Flag;
    weekly_digest: Flag;
    lead_digest: Flag;
    time_zone: string | null;
    updated_at: string;
  };
};

/**
 * Issue 25: the daily lead digest's on/off and zone move into the person's mail preferences, so one choice governs it.
 * Off in either place stays off; a zone chosen later in Profile → Preferences outlives an older pipeline one; the
 * person's other kinds of mail are left as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const store = db as unknown as Kysely<Tables>;
  const settings = await store.selectFrom("lead_digest_settings").selectAll().execute();
  for (const setting of settings) {
    const current = await store.selectFrom("mail_preferences").selectAll().where("user_id", "=", setting.user_id).executeTakeFirst();
    if (current) {
      const zoneIsNewer = current.time_zone === null || setting.updated_at > current.updated_at;
      await store
        .updateTable("mail_preferences")
        .set({
          lead_digest: setting.enabled === 1 && current.lead_digest === 1 ? 1 : 0,
          time_zone: zoneIsNewer ? setting.time_zone : current.time_zone,
        })
        .where("user_id", "=", setting.user_id)
        .execute();
    } else {
      // Every kind was wanted by default when this migration was written; a missing row meant exactly that.
      await store
        .insertInto("mail_preferences")
        .values({
          user_id: setting.user_id,
          new_message: 1,
          deliverable_issued: 1,
          milestone_done: 1,
          weekly_digest: 1,
          lead_digest: setting.enabled,
          time_zone: setting.time_zone,
          updated_at: setting.updated_at,
        })
        .execute();
    }
  }
  await db.schema.dropTable("lead_digest_settings").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("lead_digest_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("time_zone", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}
