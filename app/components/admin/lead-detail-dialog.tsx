import { Mail, NotebookPen, Trophy } from "lucide-react";
import { useRef, useState } from "react";
import type { AdminLead } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { pipelineEndpoints } from "../../../contract/endpoints/pipeline";
import { type LeadStatus, leadStatuses } from "../../../contract/leads";
import { reviewReasonLabels } from "../../../contract/messages/leads";
import { formatDate, formatDateTime } from "../../../contract/dates";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../ui/dialog";
import { ErrorState, LoadingState } from "../ui/query-state";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { LeadStatusBadge, statusLabel } from "./lead-status-badge";
import { LeadDuplicates } from "./pipeline/lead-duplicates";
import { LeadNoteForm } from "./pipeline/lead-note-form";
import { LeadPipelineForm } from "./pipeline/lead-pipeline-form";
import { LeadReplyForm } from "./pipeline/lead-reply-form";
import { LeadTimeline } from "./pipeline/lead-timeline";
import { LeadWonForm } from "./pipeline/lead-won-form";
import { formatUsd, leadReads } from "./pipeline/pipeline-format";

/** One lead: who and what, its pipeline fields, a reply, a logged call or a win, and its whole timeline. */
export function LeadDetailDialog({ id, onClose, onOpen }: { id: string | null; onClose: () => void; onOpen: (id: string) => void }) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-5xl">{id && <LeadDetail key={id} id={id} onOpen={onOpen} />}</DialogContent>
    </Dialog>
  );
}

function Row({ label, value, href }: { label: string; value: string | null | undefined; href?: string }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5 py-1.5 text-sm sm:grid-cols-[8rem_minmax(0,1fr)] sm:gap-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">
        {href ? (
          <a href={href} className="text-brand-700 underline underline-offset-2">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

type Panel = "reply" | "note" | "won" | null;

function LeadDetail({ id, onOpen }: { id: string; onOpen: (id: string) => void }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.lead, { params: { id } });
  // While a reply waits in the queue, its delivery is asked again every few seconds.
  const timeline = useEndpointQuery(
    pipelineEndpoints.timeline,
    { params: { id } },
    {
      refetchInterval: (query) => (query.state.data?.entries.some((e) => e.mail && (e.mail.state === "queued" || e.mail.state === "retrying")) ? 3000 : false),
    },
  );
  const [panel, setPanel] = useState<Panel>(null);
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
  const { lead, account } = data.data;
  const a = lead.attribution;
  const closed = lead.status === "won" || lead.status === "lost" || lead.status === "spam";
  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {lead.fullName || "Anonymous Lead"} <LeadStatusBadge status={lead.status} />
          {lead.reference && <span className="font-mono text-sm font-normal text-ink-soft">{lead.reference}</span>}
        </DialogTitle>
        <DialogDescription>
          Received {formatDateTime(lead.createdAt)} through the {lead.form === "inquiry" ? "contact page" : "consultation"} form
          {lead.owner ? ` · Owner: ${lead.owner.name}` : " · Nobody owns it yet"}
        </DialogDescription>
      </DialogHeader>
      {lead.reviewReason && (
        <p role="note" className="rounded-lg border border-accent-400 bg-accent-400/10 p-3 text-sm text-ink">
          <strong>To review:</strong> {reviewReasonLabels[lead.reviewReason] ?? lead.reviewReason}. It was delivered; check it before you reply.
        </p>
      )}
      {lead.stageReason && (
        <p className="rounded-lg bg-paper p-3 text-sm text-ink">
          <strong>{lead.status === "won" ? "Won because" : "Lost because"}:</strong> {lead.stageReason}
        </p>
      )}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-5">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={panel === "reply" ? "primary" : "outline"}
              disabled={!lead.email}
              onClick={() => setPanel(panel === "reply" ? null : "reply")}
            >
              <Mail aria-hidden="true" /> Reply
            </Button>
            <Button size="sm" variant={panel === "note" ? "primary" : "outline"} onClick={() => setPanel(panel === "note" ? null : "note")}>
              <NotebookPen aria-hidden="true" /> Log activity
            </Button>
            {!lead.clientProjectId && lead.status !== "spam" && (
              <Button size="sm" variant={panel === "won" ? "primary" : "outline"} onClick={() => setPanel(panel === "won" ? null : "won")}>
                <Trophy aria-hidden="true" /> Mark won
              </Button>
            )}
          </div>
          {panel === "reply" && <LeadReplyForm lead={lead} onDone={() => setPanel(null)} />}
          {panel === "note" && <LeadNoteForm leadId={lead.id} onDone={() => setPanel(null)} />}
          {panel === "won" && <LeadWonForm lead={lead} onDone={() => setPanel(null)} />}
          {timeline.data && <LeadDuplicates leadId={lead.id} keptReference={lead.reference} same={timeline.data.sameEmail} onOpen={onOpen} />}
          <section aria-labelledby="lead-message">
            <h3 id="lead-message" className="text-sm font-semibold text-ink">
              Message
            </h3>
            <p className="mt-1 max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-paper p-3 text-sm text-ink">{lead.message}</p>
          </section>
          <StatusChange id={id} current={lead.status} />
          <section aria-labelledby="lead-history" className="grid gap-3">
            <h3 id="lead-history" className="text-sm font-semibold text-ink">
              Timeline
            </h3>
            {timeline.isLoading && <LoadingState label="Loading timeline" className="min-h-16" />}
            {timeline.error && <ErrorState message={timeline.error.message} onRetry={() => timeline.refetch()} />}
            {timeline.data && <LeadTimeline entries={timeline.data.entries} />}
          </section>
        </div>
        <aside className="grid min-w-0 content-start gap-5" aria-label="Lead details">
          <section aria-labelledby="lead-pipeline" className="grid gap-3 rounded-lg border border-line p-4">
            <h3 id="lead-pipeline" className="text-sm font-semibold text-ink">
              Pipeline
            </h3>
            {closed ? <ClosedFacts lead={lead} /> : <LeadPipelineForm key={lead.id} lead={lead} />}
          </section>
          <section aria-labelledby="lead-contact">
            <h3 id="lead-contact" className="text-sm font-semibold text-ink">
              Contact
            </h3>
            <dl className="mt-1 divide-y divide-line/60">
              <Row label="Email" value={lead.email || "N/A"} href={lead.email ? `mailto:${lead.email}` : undefined} />
              <Row label="Phone" value={lead.phone} href={lead.phone ? `tel:${lead.phone.replace(/[^\d+]/g, "")}` : undefined} />
              <Row label="Company" value={lead.company} />
              <Row label="Service" value={lead.serviceLabel} />
              <Row label="Subject" value={lead.subject} />
              <Row label="Client account" value={account ? `${account.username} (${account.email}), signed in` : null} />
            </dl>
          </section>
          <section aria-labelledby="lead-attribution">
            <h3 id="lead-attribution" className="text-sm font-semibold text-ink">
              Attribution
            </h3>
            <dl className="mt-1">
              <Row label="Source" value={lead.source} />
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
        </aside>
      </div>
    </>
  );
}

function ClosedFacts({ lead }: { lead: AdminLead }) {
  return (
    <dl className="divide-y divide-line/60">
      <Row label="Owner" value={lead.owner?.name ?? "Nobody"} />
      <Row label="Value" value={formatUsd(lead.value)} />
      <Row label="Expected close" value={lead.expectedClose ? formatDate(`${lead.expectedClose}T12:00:00`) : null} />
      <Row
        label="Client"
        value={lead.clientProjectId ? "Company and project created in the portal" : null}
        href={lead.clientProjectId ? `/projects/${lead.clientProjectId}` : undefined}
      />
    </dl>
  );
}

function StatusChange({ id, current }: { id: string; current: LeadStatus }) {
  const [status, setStatus] = useState<LeadStatus>(current);
  const [note, setNote] = useState("");
  const outcome = useRef<HTMLParagraphElement>(null);
  const needsReason = status !== current && (status === "won" || status === "lost");
  const change = useEndpointMutation(adminEndpoints.leadStatus, {
    success: { title: "Status updated", description: (d) => d.message },
    failure: { title: "Status not changed", fallback: "Could not change the status." },
    invalidates: leadReads,
    onSuccess: () => {
      setNote("");
      // The button is disabled once the status is the chosen one: focus moves to the answer instead of the page body.
      outcome.current?.focus();
    },
  });
  return (
    <form
      method="post"
      aria-label="Change status"
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
        <label htmlFor="lead-note">{needsReason ? `Why was it ${status}? (required)` : "Note (optional)"}</label>
        <Input
          id="lead-note"
          value={note}
          maxLength={1000}
          required={needsReason}
          onChange={(e) => setNote(e.target.value)}
          placeholder={needsReason ? "e.g. Went with a local detailer on price" : "e.g. Called, sending a proposal"}
        />
      </div>
      {/* Busy is aria-disabled, not disabled: a disabled button would drop the keyboard's focus to the page body. */}
      <Button
        type="submit"
        className="h-11"
        aria-disabled={change.isPending || undefined}
        disabled={(status === current && !note) || (needsReason && !note.trim())}
      >
        {change.isPending ? "Saving..." : "Update status"}
      </Button>
      {/* The toast region sits outside the modal, hidden from screen readers while it is open. */}
      <p ref={outcome} tabIndex={-1} role="status" className="text-sm text-success sm:col-span-3">
        {change.isSuccess ? change.data.message : ""}
      </p>
    </form>
  );
}
