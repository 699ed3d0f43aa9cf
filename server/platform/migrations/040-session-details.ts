import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

type Row = { id: string; created_at: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  // Columns stay nullable in SQL because SQLite cannot add a NOT NULL column without a default; every row gets values below.
  await db.schema.alterTable("sessions").addColumn("public_id", "text").execute();
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  await db.schema.alterTable("sessions").addColumn("device", "text").execute();
  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  const store = db as unknown as Kysely<{ sessions: Row & { public_id: string | null; last_seen_at: string | null } }>;
  const rows = await store.selectFrom("sessions").select(["id", "created_at"]).execute();
  for (const row of rows) {
    await store.updateTable("sessions").set({ public_id: randomUUID(), last_seen_at: row.created_at }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("sessions_public_id_idx").on("sessions").column("public_id").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_public_id_idx").execute();
  for (const column of ["ip", "device", "last_seen_at", "public_id"]) await db.schema.alterTable("sessions").dropColumn(column).execute();
}
