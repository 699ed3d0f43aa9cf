import { GitMerge } from "lucide-react";
import { useRef, useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import type { LeadStatus } from "../../../../contract/leads";
import { formatDate } from "../../../../contract/dates";
import { useEndpointMutation } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../../ui/dialog";
import { LeadStatusBadge, statusLabel } from "../lead-status-badge";
import { leadReads } from "./pipeline-format";

type Same = { id: string; reference: string | null; status: LeadStatus; subject: string | null; createdAt: string };

/** Other leads from the same address: open one, or merge it into this lead (its history and message come along). */
export function LeadDuplicates({
  leadId,
  keptReference,
  same,
  onOpen,
}: {
  leadId: string;
  keptReference: string | null;
  same: Same[];
  onOpen: (id: string) => void;
}) {
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
            <MergeConfirmation leadId={leadId} kept={keptReference ?? "this lead"} other={other} othersLeft={same.length - 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The merge asks first, naming the lead kept, the one that goes and what moves, because it cannot be undone. */
function MergeConfirmation({ leadId, kept, other, othersLeft }: { leadId: string; kept: string; other: Same; othersLeft: number }) {
  const [open, setOpen] = useState(false);
  const merged = useRef(false);
  const merge = useEndpointMutation(pipelineEndpoints.merge, {
    success: {
      title: "Leads merged",
      description: `${other.reference ?? "The other lead"} is now part of ${kept}: its history and message are on the timeline.`,
    },
    failure: { title: "Not merged", fallback: "Could not merge the leads." },
    invalidates: leadReads,
    onSuccess: () => {
      merged.current = true;
      setOpen(false);
    },
  });
  const gone = other.reference ?? "the other lead";
  // A reference breaks at its hyphens otherwise, and reads as two numbers at 390 px.
  const keptName = <span className="whitespace-nowrap">{kept}</span>;
  const goneName = <span className="whitespace-nowrap">{gone}</span>;
  return (
    <Dialog open={open} onOpenChange={(next) => !merge.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <GitMerge aria-hidden="true" /> Merge into this lead
        </Button>
      </DialogTrigger>
      <DialogContent
        role="alertdialog"
        nested
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          if (!merged.current) return;
          // The button went with the merged lead: focus stays in the lead the merge kept.
          event.preventDefault();
          document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]')?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            Merge {goneName} into {keptName}?
          </DialogTitle>
          <DialogDescription>
            {keptName} is kept. 1 lead is merged into it: {goneName} (received {formatDate(other.createdAt)}, {statusLabel(other.status)}).
          </DialogDescription>
        </DialogHeader>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm text-ink">
          <li>Its status history and timeline move to {keptName}, and its message is added to the timeline.</li>
          <li>
            Where {keptName} has no phone, company, owner, value, expected close or next action, it takes them from {goneName}.
          </li>
          <li>
            {goneName} is then deleted. <strong className="font-semibold">This cannot be undone.</strong>
          </li>
          {othersLeft > 0 && (
            <li>
              {othersLeft === 1 ? "The other lead from this address stays as it is." : `The ${othersLeft} other leads from this address stay as they are.`}
            </li>
          )}
        </ul>
        <form
          method="post"
          onSubmit={(e) => {
            e.preventDefault();
            if (!merge.isPending) merge.mutate({ params: { id: leadId }, body: { duplicateId: other.id } });
          }}
        >
          <DialogActions
            destructive
            onCancel={() => !merge.isPending && setOpen(false)}
            pending={merge.isPending}
            submit={`Merge into ${kept}`}
            submitting="Merging..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
