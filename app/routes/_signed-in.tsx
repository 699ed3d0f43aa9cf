import { isFirmStaff, may } from "../../contract/policies";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { VerifyEmailBanner } from "../components/account/verify-email-banner";
import { SignedInFooter } from "../components/layout/signed-in-footer";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { Spinner } from "../components/ui/spinner";
import { AnalyticsLoader } from "../components/widgets/analytics-loader";
import { CookieConsent } from "../components/widgets/cookie-consent";
import { USER_QUERY_KEY, useAuth } from "../lib/auth";

/** What a screen shows while the session is checked: `export const handle = { checkingLabel: "..." }`. */
export type SignedInHandle = { checkingLabel?: string };

/** Spec 01 §4: the check repeats whenever the location changes, so a session ended elsewhere is noticed on the next move. */
function useSessionCheckOnNavigation() {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger: every move re-checks the session
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [key, queryClient]);
}

/** Spec 01 §4 guard: checking → signed out (to /auth) → not admin on an admin route (to /) → allowed. */
export default function SignedInLayout() {
  const { user, isLoading, error } = useAuth();
  const { pathname } = useLocation();
  const checkingLabel = useMatches()
    .map((match) => (match.handle as SignedInHandle | undefined)?.checkingLabel)
    .find(Boolean);
  useSessionCheckOnNavigation();
  if (isLoading) {
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label={checkingLabel ?? "Checking your session"} />
      </div>
    );
  }
  if (error) console.error("Authentication check failed", error);
  if (!user) return <Navigate to="/auth" replace />;
  if (pathname.startsWith("/admin") && !isFirmStaff(user.role)) {
    console.warn("Admin access required");
    return <Navigate to="/" replace />;
  }
  // Staff run leads, not users or settings: those addresses open the console's overview for them.
  if (
    (pathname.startsWith("/admin/users") && !may(user.role, "users.manage")) ||
    (pathname.startsWith("/admin/settings") && !may(user.role, "settings.manage"))
  ) {
    return <Navigate to="/admin/dashboard" replace />;
  }
  return (
    <>
      {/* Before the page, so the keyboard reaches it first (issue 21 item 19). */}
      <CookieConsent />
      <SignedInHeader />
      <main id="main" className="min-h-[70vh] pt-[4.5rem]">
        <VerifyEmailBanner />
        <Outlet />
      </main>
      <SignedInFooter />
      <AnalyticsLoader />
    </>
  );
}
