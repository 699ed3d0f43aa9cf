import type { PublicUser } from "../../../contract/accounts";
import { formatDateTime } from "../../../contract/dates";
import { Button } from "../ui/button";

const lastLoginText = (lastLogin: string | null) => (lastLogin ? formatDateTime(lastLogin) : "First login");

type Props = { user: PublicUser; busy: "admin" | "logout" | null; onAdminProbe: () => void; onLogout: () => void };

/** The signed-in state of /auth-test: who the server says you are, and two probes. */
export function TestProfileCard({ user, busy, onAdminProbe, onLogout }: Props) {
  const rows = [
    ["Username", user.username],
    ["Email", user.email],
    ["Role", user.role],
    ["Last login", lastLoginText(user.lastLogin)],
  ];
  return (
    <section aria-labelledby="profile-card-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id="profile-card-title" className="text-xl font-bold">
        Signed in
      </h2>
      <dl className="mt-5 grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-paper px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
            <dd className="mt-1 break-all text-sm font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onAdminProbe} disabled={busy !== null}>
          {busy === "admin" ? "Processing..." : "Test Admin Access"}
        </Button>
        <Button variant="outline" onClick={onLogout} disabled={busy !== null}>
          {busy === "logout" ? "Processing..." : "Logout"}
        </Button>
      </div>
    </section>
  );
}
