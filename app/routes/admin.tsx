import { isFirmStaff } from "../../contract/policies";
import { Link } from "react-router";
import { twoFactorEndpoints } from "../../contract/endpoints/accounts";
import { AdminConsole } from "../components/admin/admin-console";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { useAuth } from "../lib/auth";
import { useEndpointQuery } from "../lib/use-endpoint";

export const meta = () => [{ title: "Admin Dashboard | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { user } = useAuth();
  // The guard already sends non-admins to /; this covers the moment before it does.
  if (!user || !isFirmStaff(user.role)) {
    return (
      <div className="container-page py-16">
        <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-6 font-medium text-danger">
          Access Denied: You don't have permission to access this page.
        </p>
      </div>
    );
  }
  return <EnrolledOnly />;
}

/** The server refuses every /api/admin call until the admin has two-step sign-in; this says so instead of a page of errors. */
function EnrolledOnly() {
  const status = useEndpointQuery(twoFactorEndpoints.status, {}, { staleTime: 0 });
  if (status.isPending) return <Spinner label="Loading admin console..." className="container-page justify-center py-24" />;
  if (status.data && !status.data.enabled) {
    return (
      <div className="container-page max-w-2xl py-16">
        <div role="alert" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold">Set up two-step sign-in first</h1>
          <p className="mt-2 text-ink-soft">
            The console shows every lead and client, so it opens only once your sign-in asks for a code from an authenticator app.
          </p>
          <Button asChild className="mt-6">
            <Link to="/profile?tab=security">Set Up Two-Step Sign-In</Link>
          </Button>
        </div>
      </div>
    );
  }
  return <AdminConsole />;
}
