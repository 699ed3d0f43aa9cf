import { ChevronLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../../contract/dates";
import { clientPortalEndpoints, staffPortalEndpoints, ticketEndpoints } from "../../../contract/endpoints/portal";
import type { TicketSummary } from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Field } from "../ui/form-field";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Textarea } from "../ui/textarea";

const keys = [
  queryKeyOf(ticketEndpoints.list),
  queryKeyOf(ticketEndpoints.ticket),
  queryKeyOf(clientPortalEndpoints.dashboard),
  queryKeyOf(staffPortalEndpoints.inbox),
];

/** Whose turn it is on a ticket, as the reader sees it. */
function ticketBadge(status: TicketSummary["status"], firm: boolean): { label: string; variant: "accent" | "success" | "neutral" } {
  if (status === "closed") return { label: "Closed", variant: "neutral" };
  if (status === "open") return { label: firm ? "Waiting for us" : "Waiting for support", variant: "accent" };
  return { label: firm ? "Waiting for the client" : "Answered", variant: "success" };
}

function NewTicketForm() {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const open = useEndpointMutation(ticketEndpoints.open, {
    success: { title: "Ticket opened", description: (d) => d.message },
    failure: { title: "Ticket not opened", fallback: "Please try again." },
    invalidates: keys,
    onSuccess: () => {
      setSubject("");
      setBody("");
    },
  });
  const errors = fieldErrorsOf(open.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ body: { subject, body } });
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Open a support ticket">
      <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} required error={errors.subject} />
      <Field label="How can we help?" required error={errors.body}>
        {(control) => <Textarea {...control} rows={4} value={body} onChange={(e) => setBody(e.target.value)} maxLength={10_000} />}
      </Field>
      <div>
        <Button type="submit" disabled={open.isPending}>
          {open.isPending ? "Opening…" : "Open ticket"}
        </Button>
      </div>
    </form>
  );
}

/** One ticket with its messages, a reply box and Close; used by the client's Support tab and the firm's inbox. */
export function TicketView({ id, firm, onBack }: { id: string; firm: boolean; onBack: () => void }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(ticketEndpoints.ticket, { params: { id } }, { retry: false });
  const [body, setBody] = useState("");
  const reply = useEndpointMutation(ticketEndpoints.reply, {
    success: { title: "Reply sent" },
    failure: { title: "Reply not sent", fallback: "Please try again." },
    invalidates: keys,
    onSuccess: () => setBody(""),
  });
  const close = useEndpointMutation(ticketEndpoints.close, {
    success: { title: "Ticket closed" },
    failure: { title: "Not closed", fallback: "Please try again." },
    invalidates: keys,
  });
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="w-fit">
      <ChevronLeft aria-hidden="true" /> All tickets
    </Button>
  );
  if (isLoading) return <LoadingState label="Loading the ticket" />;
  if (error || !data)
    return (
      <div className="grid gap-3">
        {back}
        <ErrorState message={error?.message ?? "Could not load the ticket."} onRetry={() => refetch()} />
      </div>
    );
  const ticket = data.ticket;
  const badge = ticketBadge(ticket.status, firm);
  const errors = fieldErrorsOf(reply.error);
  return (
    <div className="grid gap-3">
      {back}
      <Card>
        <CardHeader className="grid gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle className="min-w-0 break-words text-base">{ticket.subject}</CardTitle>
            <div className="flex items-center gap-2">
              <Badge variant={badge.variant}>{badge.label}</Badge>
              {ticket.status !== "closed" && (
                <Button variant="outline" size="sm" disabled={close.isPending} onClick={() => close.mutate({ params: { id } })}>
                  Close ticket
                </Button>
              )}
            </div>
          </div>
          <CardDescription>
            {firm && `${ticket.companyName} · `}Raised by {ticket.raisedBy} · {formatDateTime(ticket.createdAt)}
            {ticket.assignee && ` · handled by ${ticket.assignee.name}`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ol className="grid gap-3">
            {ticket.posts.map((post) => (
              <li key={post.id} className={post.fromFirm ? "rounded-lg bg-brand-50/60 p-3" : "rounded-lg bg-paper p-3 ring-1 ring-line"}>
                <p className="text-xs text-ink-soft">
                  <span className="font-semibold text-ink">{post.author}</span>
                  {post.fromFirm && " · support"} · {formatDateTime(post.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{post.body}</p>
              </li>
            ))}
          </ol>
          <form
            aria-label="Reply to the ticket"
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              reply.mutate({ params: { id }, body: { body } });
            }}
          >
            <Field label="Reply" required error={errors.body}>
              {(control) => <Textarea {...control} rows={3} value={body} onChange={(e) => setBody(e.target.value)} maxLength={10_000} />}
            </Field>
            <div>
              <Button type="submit" disabled={reply.isPending}>
                {reply.isPending ? "Sending…" : "Send reply"}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** The client's Support tab: their company's tickets, one open at a time, and a form for a new one. */
export function SupportTickets() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("ticket");
  const { data, isLoading, error, refetch } = useEndpointQuery(ticketEndpoints.list, {});
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("ticket", id);
        else next.delete("ticket");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  if (selected) return <TicketView id={selected} firm={false} onBack={() => select(null)} />;
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <Card className="lg:col-span-3">
        <CardHeader>
          <CardTitle>Support tickets</CardTitle>
          <CardDescription>Questions that are not about one project: access, invoices, the portal itself.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingState label="Loading your tickets" />
          ) : error || !data ? (
            <ErrorState message={error?.message ?? "Could not load your tickets."} onRetry={() => refetch()} />
          ) : data.tickets.length === 0 ? (
            <EmptyState title="No tickets yet">Open one with the form; the people who coordinate your projects answer it.</EmptyState>
          ) : (
            <ul className="divide-y divide-line">
              {data.tickets.map((t) => {
                const badge = ticketBadge(t.status, false);
                return (
                  <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <button type="button" onClick={() => select(t.id)} className="min-w-0 text-left">
                      <span className="block break-words font-medium text-ink hover:text-brand-700 hover:underline">{t.subject}</span>
                      <span className="block text-xs text-ink-soft">
                        {t.raisedBy} · {formatDateTime(t.updatedAt)} · {t.replies === 1 ? "1 reply" : `${t.replies} replies`}
                      </span>
                    </button>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Open a ticket</CardTitle>
          <CardDescription>We answer within one business day.</CardDescription>
        </CardHeader>
        <CardContent>
          <NewTicketForm />
        </CardContent>
      </Card>
    </div>
  );
}
