import { lazy, Suspense, useEffect, useState } from "react";
import { COOKIE_BANNER } from "../../../contract/constants";
import { OPEN_COOKIE_SETTINGS, readConsent } from "../../lib/consent";

const CookieBanner = lazy(() => import("./cookie-banner"));

/** Shows the cookie banner 1.5 s after load when no choice is stored, and again from the footer's link. */
export function CookieConsent({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState<false | "first-visit" | "reopened">(false);

  useEffect(() => {
    const timer = readConsent() ? undefined : window.setTimeout(() => setOpen((current) => current || "first-visit"), COOKIE_BANNER.delayMs);
    const reopen = () => setOpen("reopened");
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
    };
  }, []);
  useEffect(() => onOpenChange?.(open !== false), [open, onOpenChange]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopened={open === "reopened"} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
