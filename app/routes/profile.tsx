import { PageIntro } from "../components/marketing/page-intro";

export const meta = () => [{ title: "Your Profile | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  return <PageIntro title="Your Profile" />;
}
