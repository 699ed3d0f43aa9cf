import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Why Choose Us", description: "Lower cost without lower standards: 99.7% first-time approval, ISO 9001 and ISO 27001, and a team that works in your templates and time zone.", path: "/why-choose-us" });

export default function Page() {
  return <PageIntro title="Why Choose Us" lead="Lower cost without lower standards: 99.7% first-time approval, ISO 9001 and ISO 27001, and a team that works in your templates and time zone." />;
}
