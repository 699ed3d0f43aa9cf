import { AdminConsole } from "../components/admin/admin-console";
import { useAuth } from "../lib/auth";

export const meta = () => [{ title: "Admin Dashboard | Stratum BIM & Engineering" }, { name: "robots", content: "noindex" }];

export default function Page() {
  const { user } = useAuth();
  // The guard already sends non-admins to /; this covers the moment before it does.
  if (user?.role !== "admin") {
    return (
      <div className="container-page py-16">
        <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-6 font-medium text-danger">
          Access Denied: You don't have permission to access this page.
        </p>
      </div>
    );
  }
  return <AdminConsole />;
}
