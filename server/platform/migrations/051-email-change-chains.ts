import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The undo link is spent only by undoing (its own or an earlier change's), never by a newer request.
  await db.schema.alterTable("email_changes").addColumn("undone_at", "text").execute();
  await sql`update email_changes set undone_at = closed_at where closed_at is not null`.execute(db);
  // Two requests that raced before this index existed: the newer stays pending, as a newer request always wins.
  await sql`update email_changes set closed_at = created_at where confirmed_at is null and closed_at is null and exists (
    select 1 from email_changes newer where newer.user_id = email_changes.user_id and newer.confirmed_at is null and newer.closed_at is null
      and (newer.created_at > email_changes.created_at or (newer.created_at = email_changes.created_at and newer.id > email_changes.id)))`.execute(db);
  await db.schema
    .createIndex("email_changes_one_pending")
    .on("email_changes")
    .column("user_id")
    .unique()
    .where(sql.ref("confirmed_at"), "is", null)
    .where(sql.ref("closed_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_changes_one_pending").execute();
  await db.schema.alterTable("email_changes").dropColumn("undone_at").execute();
}
