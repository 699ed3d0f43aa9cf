import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import type { LeadStatus } from "../../../../contract/leads";
import { formatDate } from "../../../../contract/dates";
import { useEndpointMutation } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { LeadStatusBadge } from "../lead-status-badge";
import { leadReads } from "./pipeline-format";

type Same = { id: string; reference: string | null; status: LeadStatus; subject: string | null; createdAt: string };

/** Other leads from the same address: open one, or merge it into this lead (its history and message come along). */
export function LeadDuplicates({ leadId, same, onOpen }: { leadId: string; same: Same[]; onOpen: (id: string) => void }) {
  const merge = useEndpointMutation(pipelineEndpoints.merge, {
    success: { title: "Leads merged", description: "The other lead's history and message are now on this one's timeline." },
    failure: { title: "Not merged", fallback: "Could not merge the leads." },
    invalidates: leadReads,
  });
  if (same.length === 0) return null;
  return (
    <section aria-labelledby="lead-same-email" className="grid gap-2 rounded-lg border border-accent-400/60 bg-accent-400/10 p-3">
      <h3 id="lead-same-email" className="text-sm font-semibold text-ink">
        {same.length === 1 ? "1 other lead" : `${same.length} other leads`} from this address
      </h3>
      <ul className="grid gap-2">
        {same.map((other) => (
          <li key={other.id} className="flex flex-wrap items-center gap-2 text-sm">
            <button type="button" className="min-w-0 text-left font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpen(other.id)}>
              {other.reference ?? "Lead"} · {formatDate(other.createdAt)}
            </button>
            <LeadStatusBadge status={other.status} />
            <span className="min-w-0 flex-1 truncate text-ink-soft">{other.subject}</span>
            <Button
              size="sm"
              variant="outline"
              aria-disabled={merge.isPending || undefined}
              onClick={() => {
                if (
                  !merge.isPending &&
                  window.confirm(`Merge ${other.reference ?? "that lead"} into this one? Its history moves here and the other lead goes.`)
                )
                  merge.mutate({ params: { id: leadId }, body: { duplicateId: other.id } });
              }}
            >
              Merge into this lead
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
