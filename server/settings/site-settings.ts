import { type PromoBanner, promoBannerOff, promoBannerSchema } from "../../contract/widgets";
import type { Db } from "../platform/database";

const PROMO_BANNER_KEY = "promo-banner";

/** The promo banner setting; off until an admin sets it, and off again if the stored value no longer parses. */
export async function getPromoBanner(db: Db): Promise<PromoBanner> {
  const row = await db.selectFrom("site_settings").select("value").where("key", "=", PROMO_BANNER_KEY).executeTakeFirst();
  if (!row) return promoBannerOff;
  const parsed = promoBannerSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : promoBannerOff;
}

export async function setPromoBanner(db: Db, value: PromoBanner): Promise<PromoBanner> {
  const banner = promoBannerSchema.parse(value);
  const row = { key: PROMO_BANNER_KEY, value: JSON.stringify(banner), updated_at: new Date().toISOString() };
  await db
    .insertInto("site_settings")
    .values(row)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
  return banner;
}
