import { PageIntro } from "../components/marketing/page-intro";

export const meta = () => [{ title: "Client Dashboard | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PageIntro title="Client Dashboard" />;
}
