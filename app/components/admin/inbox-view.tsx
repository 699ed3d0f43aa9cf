import { Link, useSearchParams } from "react-router";
import { formatCalendarDay, formatDateTime } from "../../../contract/dates";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import type { InboxItem } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { TicketView } from "../client/support-tickets";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";

const waiting: Record<"firm" | "client" | "closed", { label: string; variant: "accent" | "success" | "neutral" }> = {
  firm: { label: "Waiting for us", variant: "accent" },
  client: { label: "Waiting for the client", variant: "success" },
  closed: { label: "Closed", variant: "neutral" },
};
const kindLabel: Record<InboxItem["kind"], string> = { message: "Message", rfi: "RFI", ticket: "Ticket" };

/** The firm's inbox: every project conversation and support ticket, those waiting for the firm first. */
export function InboxView() {
  const { data, isLoading, error, refetch } = useEndpointQuery(staffPortalEndpoints.inbox, {});
  const [params, setParams] = useSearchParams();
  const ticket = params.get("ticket");
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (id) out.set("ticket", id);
        else out.delete("ticket");
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  if (ticket) return <TicketView id={ticket} firm onBack={() => select(null)} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Inbox</CardTitle>
        <CardDescription>
          {data ? `${data.waitingOnFirm} waiting for the firm. ` : ""}Unanswered first, the longest waiting at the top; then those with the client; closed last.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading the inbox" />
        ) : error || !data ? (
          <ErrorState message={error?.message ?? "Could not load the inbox."} onRetry={() => refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title="No conversations yet">Clients' questions, RFIs and support tickets arrive here.</EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {data.items.map((item) => {
              const state = waiting[item.waitingOn ?? "closed"];
              const title =
                item.source === "ticket" ? (
                  <button type="button" onClick={() => select(item.id)} className="text-left font-medium text-ink hover:text-brand-700 hover:underline">
                    {item.subject}
                  </button>
                ) : (
                  <Link to={`/projects/${item.projectId}?thread=${item.id}`} className="font-medium text-ink hover:text-brand-700 hover:underline">
                    {item.subject}
                  </Link>
                );
              return (
                <li key={`${item.source}-${item.id}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-64">
                    <p className="break-words">
                      <Badge variant="outline" className="mr-2 align-middle">
                        {kindLabel[item.kind]}
                      </Badge>
                      {title}
                    </p>
                    <p className="mt-1 text-xs text-ink-soft">
                      {item.companyName}
                      {item.projectCode && <span className="font-mono"> · {item.projectCode}</span>} · {formatDateTime(item.updatedAt)}
                      {item.assignee ? ` · ${item.assignee.name}` : " · unassigned"}
                      {item.dueDate && ` · answer by ${formatCalendarDay(item.dueDate)}`}
                    </p>
                  </div>
                  <Badge variant={state.variant}>{state.label}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
