import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Request a Free Consultation", description: "Tell us about your project. One of our engineers will reply within 24 hours with an approach, a schedule and a quote.", path: "/contact" });

export default function Page() {
  return <PageIntro title="Request a Free Consultation" lead="Tell us about your project. One of our engineers will reply within 24 hours with an approach, a schedule and a quote." />;
}
