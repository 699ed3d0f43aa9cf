import { lazy, Suspense, useEffect, useState } from "react";
import { COOKIE_BANNER } from "../../../contract/constants";
import { OPEN_COOKIE_SETTINGS, readConsent, setCookieBannerOpen } from "../../lib/consent";
import { isTypingInForm } from "../../lib/exit-intent";
import { untilPageAge } from "../../lib/page-age";

const CookieBanner = lazy(() => import("./cookie-banner"));

/** Shows the cookie banner once the page is 1.5 s old if no choice is stored, and again from the footer's link. */
export function CookieConsent() {
  const [open, setOpen] = useState<false | "first-visit" | "reopened">(false);

  useEffect(() => {
    // A first-visit banner never rises over a field someone is filling in: it waits until they leave the form.
    const rise = () => {
      if (isTypingInForm(document.activeElement)) document.addEventListener("focusout", riseAfterFocusMoves, { once: true });
      else setOpen((current) => current || "first-visit");
    };
    const riseAfterFocusMoves = () => window.setTimeout(rise, 0);
    const timer = readConsent() ? undefined : window.setTimeout(rise, untilPageAge(COOKIE_BANNER.delayMs));
    const reopen = () => setOpen("reopened");
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("focusout", riseAfterFocusMoves);
      window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen);
    };
  }, []);
  useEffect(() => setCookieBannerOpen(open !== false), [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopened={open === "reopened"} onDone={() => setOpen(false)} />
    </Suspense>
  );
}
