import { RoleBadge } from "./role-badge";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { formatDateTime } from "../../../contract/dates";

/** The users list's history: accounts deleted, when and by whom; no names or emails are kept (privacy policy). */
export function DeletedAccounts() {
  const { data, isLoading, error } = useEndpointQuery(adminEndpoints.userDeletions, {});
  const deletions = data?.data.deletions ?? [];
  return (
    <section aria-labelledby="deleted-accounts-title" className="mt-8 rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="deleted-accounts-title" className="text-lg font-bold">
        Deleted accounts
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Accounts deleted by their owners or by an admin. Names and email addresses are not kept after deletion.</p>
      {isLoading ? (
        <p className="mt-4 text-sm text-ink-soft">Loading...</p>
      ) : error ? (
        <p className="mt-4 text-sm text-danger">The history could not be loaded.</p>
      ) : deletions.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">No accounts have been deleted.</p>
      ) : (
        <ul aria-label="Deleted accounts" className="mt-4 divide-y divide-line">
          {deletions.map((d) => (
            <li key={`${d.deletedAt}-${d.accountCreatedAt}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
              <span className="font-medium text-ink">{formatDateTime(d.deletedAt)}</span>
              <RoleBadge role={d.role} />
              <span className="text-ink-soft">account opened {formatDateTime(d.accountCreatedAt)}</span>
              <span className="text-ink-soft">· {d.deletedBy ? `deleted by admin ${d.deletedBy}` : "deleted by its owner (self-service)"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
