import { TestContactForm } from "../components/leads/test-contact-form";
import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Security Test", description: "Diagnostic page for the site's CSRF protection, rate limits and security headers.", path: "/security-test", noindex: true });

export default function Page() {
  return (
    <>
      <PageIntro title="Security Test" lead="Diagnostic page for the site's CSRF protection, rate limits and security headers." />
      {/* Contact form test (spec 02); the CSRF, rate-limit and header sections belong to the diagnostics issue. */}
      <section className="section" aria-labelledby="contact-test-title">
        <div className="container-page max-w-3xl rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-test-title" className="text-2xl font-bold">Contact form test</h2>
          <p className="mt-2 mb-6 text-sm leading-6 text-ink-soft">Posts fullName, email, phone, message and the hidden honeypot to /api/contact with the CSRF token.</p>
          <TestContactForm />
        </div>
      </section>
    </>
  );
}
