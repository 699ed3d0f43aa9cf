import { PageIntro } from "../components/marketing/page-intro";

export const meta = () => [{ title: "Admin Dashboard | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PageIntro title="Admin Dashboard" />;
}
