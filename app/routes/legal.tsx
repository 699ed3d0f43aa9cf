import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/legal";

const titles: Record<string, string> = {
  "privacy-policy": "Privacy Policy", "terms-of-service": "Terms of Service", "cookie-policy": "Cookie Policy",
  "gdpr-compliance": "GDPR Compliance", "ccpa-rights": "CCPA Rights",
};

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({ title: titles[params.page] ?? "Legal", description: "Legal information from Stratum BIM & Engineering.", path: `/legal/${params.page}` });

export default function LegalPage({ params }: Route.ComponentProps) {
  return <PageIntro eyebrow="Legal" title={titles[params.page] ?? "Legal"} />;
}
