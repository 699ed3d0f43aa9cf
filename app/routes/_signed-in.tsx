import { Navigate, Outlet, useLocation } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { Spinner } from "../components/ui/spinner";
import { AnalyticsLoader } from "../components/widgets/analytics-loader";
import { CookieConsent } from "../components/widgets/cookie-consent";
import { useAuth } from "../lib/auth";

/** Spec 01 §4 guard: checking → signed out (to /auth) → not admin on an admin route (to /) → allowed. */
export default function SignedInLayout() {
  const { user, isLoading, error } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) {
    return <div className="grid min-h-screen place-items-center"><Spinner label="Checking your session" /></div>;
  }
  if (error) console.error("Authentication check failed", error);
  if (!user) return <Navigate to="/auth" replace />;
  if (pathname.startsWith("/admin") && user.role !== "admin") {
    console.warn("Admin access required");
    return <Navigate to="/" replace />;
  }
  return (
    <>
      <SignedInHeader />
      <main id="main" className="min-h-[70vh] pt-[4.5rem]">
        <Outlet />
      </main>
      <SiteFooter />
      <CookieConsent />
      <AnalyticsLoader />
    </>
  );
}
