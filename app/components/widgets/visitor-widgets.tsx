import { useState } from "react";
import { STICKY_CTA } from "../../../contract/constants";
import { AnalyticsLoader } from "./analytics-loader";
import { CookieConsent } from "./cookie-consent";
import { StickyQuote } from "./sticky-quote";

/** The public layout's engagement widgets; each renders nothing until it has to show. */
export function VisitorWidgets() {
  const [consentOpen, setConsentOpen] = useState(false);
  return (
    <>
      <CookieConsent onOpenChange={setConsentOpen} />
      <AnalyticsLoader />
      {/* On a phone the cookie banner spans the bottom edge; the quote button waits until it is answered. */}
      <StickyQuote threshold={STICKY_CTA.sharedLayoutScrollFraction} hidden={consentOpen} />
    </>
  );
}
