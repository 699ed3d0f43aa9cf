import { STICKY_CTA } from "../../../contract/constants";
import { useCookieBannerOpen } from "../../lib/consent";
import { AnalyticsLoader } from "./analytics-loader";
import { StickyQuote } from "./sticky-quote";

/** The public layout's engagement widgets after the page; each renders nothing until it has to show. The cookie banner comes before the page. */
export function VisitorWidgets() {
  const consentOpen = useCookieBannerOpen();
  return (
    <>
      <AnalyticsLoader />
      {/* On a phone the cookie banner spans the bottom edge; the quote button waits until it is answered. */}
      <StickyQuote threshold={STICKY_CTA.sharedLayoutScrollFraction} hidden={consentOpen} />
    </>
  );
}
