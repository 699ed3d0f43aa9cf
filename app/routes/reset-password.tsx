import { PageIntro } from "../components/marketing/page-intro";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({ title: "Reset Your Password", description: "Request a password reset link or set a new password for your account.", path: "/auth/reset-password" });

export default function Page() {
  return <PageIntro title="Reset Your Password" lead="Request a password reset link or set a new password for your account." />;
}
