import { useRef, useState } from "react";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { type LeadStatus, leadStatuses } from "../../../contract/leads";
import { reviewReasonLabels } from "../../../contract/messages/leads";
import { queryKeyOf } from "../../lib/api";
import { formatDateTime } from "../../../contract/dates";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { ErrorState, LoadingState } from "../ui/query-state";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { LeadStatusBadge, statusLabel } from "./lead-status-badge";

/** One lead: the whole message, where it came from, its status history, and a status change with a note. */
export function LeadDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{id && <LeadDetail id={id} />}</DialogContent>
    </Dialog>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5 py-1.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function LeadDetail({ id }: { id: string }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.lead, { params: { id } });
  if (isLoading)
    return (
      <>
        <DialogTitle className="sr-only">Lead</DialogTitle>
        <LoadingState label="Loading lead" />
      </>
    );
  if (error || !data)
    return (
      <>
        <DialogTitle>Lead</DialogTitle>
        <ErrorState message={error?.message ?? "Could not load the lead."} onRetry={() => refetch()} />
      </>
    );
  const { lead, history, account } = data.data;
  const a = lead.attribution;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {lead.fullName || "Anonymous Lead"} <LeadStatusBadge status={lead.status} />
        </DialogTitle>
        <DialogDescription>
          Received {formatDateTime(lead.createdAt)} through the {lead.form === "inquiry" ? "contact page" : "consultation"} form
        </DialogDescription>
      </DialogHeader>
      {lead.reviewReason && (
        <p role="note" className="rounded-lg border border-accent-400 bg-accent-400/10 p-3 text-sm text-ink">
          <strong>To review:</strong> {reviewReasonLabels[lead.reviewReason] ?? lead.reviewReason}. It was delivered; check it before you reply.
        </p>
      )}
      <dl className="divide-y divide-line/60">
        <Row label="Reference" value={lead.reference} />
        <Row label="Email" value={lead.email || "N/A"} />
        <Row label="Phone" value={lead.phone} />
        <Row label="Company" value={lead.company} />
        <Row label="Service" value={lead.serviceLabel} />
        <Row label="Subject" value={lead.subject} />
        <Row label="Client account" value={account ? `${account.username} (${account.email}), signed in` : null} />
      </dl>
      <section aria-labelledby="lead-message">
        <h3 id="lead-message" className="text-sm font-semibold text-ink">
          Message
        </h3>
        <p className="mt-1 max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-paper p-3 text-sm text-ink">{lead.message}</p>
      </section>
      <section aria-labelledby="lead-attribution">
        <h3 id="lead-attribution" className="text-sm font-semibold text-ink">
          Attribution
        </h3>
        <dl className="mt-1">
          <Row label="Form page" value={lead.page} />
          <Row label="Landing page" value={a.landingPage} />
          <Row label="Referrer" value={a.referrer} />
          <Row label="UTM source" value={a.utmSource} />
          <Row label="UTM medium" value={a.utmMedium} />
          <Row label="UTM campaign" value={a.utmCampaign} />
          <Row label="UTM term" value={a.utmTerm} />
          <Row label="UTM content" value={a.utmContent} />
        </dl>
        {!lead.page && !Object.values(a).some(Boolean) && <p className="text-sm text-ink-soft">No attribution recorded.</p>}
      </section>
      <StatusChange id={id} current={lead.status} />
      <section aria-labelledby="lead-history">
        <h3 id="lead-history" className="text-sm font-semibold text-ink">
          Status history
        </h3>
        <ol className="mt-2 grid gap-2 border-l-2 border-line pl-4">
          {history.map((h) => (
            <li key={`${h.at}-${h.toStatus}`} className="text-sm">
              <p className="text-ink">
                {h.fromStatus ? <>{statusLabel(h.fromStatus)} → </> : "Received as "}
                <strong>{statusLabel(h.toStatus)}</strong>
                {h.changedBy && <span className="text-ink-soft"> by {h.changedBy}</span>}
              </p>
              {h.note && <p className="text-ink-soft">“{h.note}”</p>}
              <time dateTime={h.at} className="text-xs text-ink-soft">
                {formatDateTime(h.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function StatusChange({ id, current }: { id: string; current: LeadStatus }) {
  const [status, setStatus] = useState<LeadStatus>(current);
  const [note, setNote] = useState("");
  const outcome = useRef<HTMLParagraphElement>(null);
  const change = useEndpointMutation(adminEndpoints.leadStatus, {
    success: { title: "Status updated", description: (d) => d.message },
    failure: { title: "Status not changed", fallback: "Could not change the status." },
    invalidates: [queryKeyOf(adminEndpoints.leads), queryKeyOf(adminEndpoints.lead), queryKeyOf(adminEndpoints.dashboard)],
    onSuccess: () => {
      setNote("");
      // The button is disabled once the status is the chosen one: focus moves to the answer instead of the page body.
      outcome.current?.focus();
    },
  });
  return (
    <form
      method="post"
      className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!change.isPending) change.mutate({ params: { id }, body: { status, note } });
      }}
    >
      <div className="grid gap-1 text-xs font-medium text-ink-soft">
        <label htmlFor="lead-new-status">New status</label>
        <Select id="lead-new-status" value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1 text-xs font-medium text-ink-soft">
        <label htmlFor="lead-note">Note (optional)</label>
        <Input id="lead-note" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} placeholder="e.g. Called, sending a proposal" />
      </div>
      {/* Busy is aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page body. */}
      <Button type="submit" className="h-11" aria-disabled={change.isPending || undefined} disabled={status === current && !note}>
        {change.isPending ? "Saving..." : "Update status"}
      </Button>
      {/* The toast region sits outside the modal, hidden from screen readers while it is open. */}
      <p ref={outcome} tabIndex={-1} role="status" className="text-sm text-success sm:col-span-3">
        {change.isSuccess ? change.data.message : ""}
      </p>
    </form>
  );
}
