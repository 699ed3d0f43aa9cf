import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Security Test", description: "Diagnostic page for the site's CSRF protection, rate limits and security headers.", path: "/security-test", noindex: true });

export default function Page() {
  return <PageIntro title="Security Test" lead="Diagnostic page for the site's CSRF protection, rate limits and security headers." />;
}
