import { ContactTestForm } from "../components/diagnostics/contact-test-form";
import { CsrfTestPanel } from "../components/diagnostics/csrf-test-panel";
import { DiagnosticsOffNotice } from "../components/diagnostics/diagnostics-off-notice";
import { ImplementationStatus } from "../components/diagnostics/implementation-status";
import { RateLimitTestPanel } from "../components/diagnostics/rate-limit-test-panel";
import { SecurityHeadersList } from "../components/diagnostics/security-headers-list";
import { PageIntro } from "../components/marketing/page-intro";
import { useSecurityHeaders } from "../lib/diagnostics";
import { pageMeta } from "../lib/site";

export const meta = () =>
  pageMeta({
    title: "Security Test",
    description: "Diagnostic page for the site's CSRF protection, rate limits and security headers.",
    path: "/security-test",
    noindex: true,
  });

export default function SecurityTestPage() {
  const headers = useSecurityHeaders();
  return (
    <>
      <PageIntro eyebrow="Diagnostics" title="Security Test" lead="Diagnostic page for the site's CSRF protection, rate limits and security headers." />
      <div className="container-page grid max-w-4xl grid-cols-1 gap-8 py-12 sm:py-16">
        {headers.state === "off" ? (
          <DiagnosticsOffNotice />
        ) : (
          <>
            <CsrfTestPanel />
            <ContactTestForm />
            <RateLimitTestPanel />
            <SecurityHeadersList result={headers} />
          </>
        )}
        <ImplementationStatus />
      </div>
    </>
  );
}
