import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "BIM and Engineering Services", description: "Nine production services for contractors, consultants and manufacturers: BIM, Scan-to-BIM, MEP, clash detection, structural, rebar, Civil 3D and precast.", path: "/services" });

export default function Page() {
  return <PageIntro title="BIM and Engineering Services" lead="Nine production services for contractors, consultants and manufacturers: BIM, Scan-to-BIM, MEP, clash detection, structural, rebar, Civil 3D and precast." />;
}
