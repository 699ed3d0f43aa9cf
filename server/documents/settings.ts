import { type DocumentSettings, documentSettingsInput } from "../../contract/documents";
import type { Db } from "../platform/database";

const KEY = "documents";
/** Until an admin says otherwise: 50 GB a project, a deleted project's files kept 30 days. */
const DEFAULTS: DocumentSettings = { projectQuotaGb: 50, retentionDays: 30 };

export async function documentSettings(db: Db): Promise<DocumentSettings> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", KEY).executeTakeFirst();
  const parsed = row ? documentSettingsInput.safeParse(JSON.parse(row.value)) : undefined;
  return parsed?.success ? parsed.data : DEFAULTS;
}

export async function saveDocumentSettings(db: Db, settings: DocumentSettings): Promise<DocumentSettings> {
  const row = { key: KEY, value: JSON.stringify(settings), updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
  return settings;
}

export const quotaBytes = (settings: DocumentSettings) => settings.projectQuotaGb * 1024 ** 3;
