import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Expert Engineering Insights & Resources", description: "Stay updated with the latest trends, best practices, and innovations in engineering and BIM technology", path: "/blog" });

export default function Page() {
  return <PageIntro title="Expert Engineering Insights & Resources" lead="Stay updated with the latest trends, best practices, and innovations in engineering and BIM technology" />;
}
