import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "About Us", description: "Founded in 2017 with five engineers, Stratum now delivers BIM and engineering production for 1,200+ projects from Hyderabad and four international offices.", path: "/about" });

export default function Page() {
  return <PageIntro title="About Us" lead="Founded in 2017 with five engineers, Stratum now delivers BIM and engineering production for 1,200+ projects from Hyderabad and four international offices." />;
}
