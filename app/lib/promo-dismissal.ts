import { PROMO_BANNER } from "../../contract/constants";
import type { PromoBanner } from "../../contract/widgets";

// A per-banner key: editing the text starts a new campaign that earlier dismissals do not hide.
export function dismissalKey(banner: Pick<PromoBanner, "text" | "link">): string {
  let hash = 5381;
  for (const char of `${banner.text}\n${banner.link}`) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `${PROMO_BANNER.dismissedKeyPrefix}${hash.toString(36)}`;
}

/** Dismissed less than 7 days ago; an unreadable record counts as never dismissed. */
export function recentlyDismissed(record: string | null, now: number): boolean {
  const at = Number(record);
  return record !== null && Number.isFinite(at) && at <= now && now - at < PROMO_BANNER.reappearAfterMs;
}
