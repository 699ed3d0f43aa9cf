import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Our Clients", description: "500+ projects and 32M+ sq ft delivered for contractors, consultants and manufacturers in 12+ countries, with 98% client retention.", path: "/clients" });

export default function Page() {
  return <PageIntro title="Our Clients" lead="500+ projects and 32M+ sq ft delivered for contractors, consultants and manufacturers in 12+ countries, with 98% client retention." />;
}
