import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Authentication Test", description: "Diagnostic page for registration, sign-in, sessions and admin access.", path: "/auth-test", noindex: true });

export default function Page() {
  return <PageIntro title="Authentication Test" lead="Diagnostic page for registration, sign-in, sessions and admin access." />;
}
