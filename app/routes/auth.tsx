import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Sign In or Register", description: "Sign in to your client dashboard or create an account.", path: "/auth" });

export default function Page() {
  return <PageIntro title="Sign In or Register" lead="Sign in to your client dashboard or create an account." />;
}
