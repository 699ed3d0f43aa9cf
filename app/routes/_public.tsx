import { Outlet } from "react-router";
import { Island } from "../islands/island";
import { SiteFooter } from "../components/layout/site-footer";
import { SiteHeader } from "../components/layout/site-header";
import { CookieConsent } from "../components/widgets/cookie-consent";
import { PromoBanner } from "../components/widgets/promo-banner";
import { VisitorWidgets } from "../components/widgets/visitor-widgets";

export default function PublicLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* Right after the skip link: the banner asks before the page is used, so the keyboard reaches it in a few presses (issue 21 item 19). */}
      <Island name="cookie-consent">
        <CookieConsent />
      </Island>
      <Island name="site-header">
        <SiteHeader />
      </Island>
      <main id="main" className="pt-[4.5rem]">
        {/* In the flow, under the header: it pushes the page down instead of covering its top, and is first in tab order. */}
        <Island name="promo-banner">
          <PromoBanner />
        </Island>
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="visitor-widgets">
        <VisitorWidgets />
      </Island>
    </>
  );
}
