import { lazy, Suspense, useEffect, useState } from "react";
import type { PromoBanner as PromoBannerSetting } from "../../../contract/widgets";
import { untilPageAge } from "../../lib/page-age";
import { dismissalKey, recentlyDismissed } from "../../lib/promo-dismissal";
import { siteSettings } from "../../lib/site-settings";

const PromoBar = lazy(() => import("./promo-bar"));

function storedDismissal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The admin's optional banner: off by default, once the page is as old as its delay, and not for 7 days after a dismissal. */
export function PromoBanner() {
  const [banner, setBanner] = useState<PromoBannerSetting | null>(null);

  useEffect(() => {
    let timer: number | undefined;
    let active = true;
    void siteSettings().then((settings) => {
      const setting = settings?.promoBanner;
      if (!active || !setting?.enabled || !setting.text) return;
      if (recentlyDismissed(storedDismissal(dismissalKey(setting)), Date.now())) return;
      timer = window.setTimeout(() => setBanner(setting), untilPageAge(setting.delayMs));
    });
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, []);

  if (!banner) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissalKey(banner), String(Date.now()));
    } catch {
      // Not stored: it stays dismissed for this page view only.
    }
    setBanner(null);
  };
  return (
    <Suspense fallback={null}>
      <PromoBar text={banner.text} link={banner.link} onDismiss={dismiss} />
    </Suspense>
  );
}
