import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import type { AdminLead } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { type LeadStatus, leadStatuses } from "../../../contract/leads";
import { reviewReasonLabels } from "../../../contract/messages/leads";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { formatDateTime } from "../../../contract/dates";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable } from "../ui/data-table";
import { Input } from "../ui/input";
import { EmptyState } from "../ui/query-state";
import { SearchInput } from "../ui/search-input";
import { firstPage, type PagePosition } from "../ui/pager";
import { Select } from "../ui/select";
import { LeadStatusBadge, statusLabel } from "./lead-status-badge";
import { SubscribersList } from "./subscribers-list";

export type LeadsFilter = { position: PagePosition; search: string; status: LeadStatus | ""; from: string; to: string };
export const initialLeadsFilter: LeadsFilter = { position: firstPage, search: "", status: "", from: "", to: "" };
const PAGE_SIZE = 10;

/** The filters as the list and the export read them; an empty field is no filter. */
export const leadsQuery = (f: LeadsFilter) => ({ search: f.search, status: f.status || undefined, from: f.from || undefined, to: f.to || undefined });

/** Lead management: search, status and date filters, paging; a row opens the lead. */
export function LeadsTab({ filter, onFilter, onOpenLead }: { filter: LeadsFilter; onFilter: (f: LeadsFilter) => void; onOpenLead: (id: string) => void }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(
    adminEndpoints.leads,
    { query: { ...filter.position, pageSize: PAGE_SIZE, ...leadsQuery(filter) } },
    { placeholderData: (previous) => previous },
  );
  const columns = useMemo<ColumnDef<AdminLead>[]>(
    () => [
      {
        id: "name",
        header: "Lead",
        cell: ({ row: { original: l } }) => (
          <button type="button" onClick={() => onOpenLead(l.id)} className="min-w-0 rounded text-left hover:text-brand-700">
            <span className="block font-medium text-ink underline-offset-2 hover:underline">{l.fullName || "Anonymous Lead"}</span>
            <span className="block break-all text-xs text-ink-soft">{l.email || "N/A"}</span>
            {l.reference && <span className="block font-mono text-xs text-ink-soft">{l.reference}</span>}
          </button>
        ),
      },
      { id: "service", header: "Service", cell: ({ row }) => row.original.serviceLabel, meta: { className: "max-md:hidden" } },
      {
        id: "subject",
        header: "Subject",
        cell: ({ row }) => <span className="line-clamp-1 max-w-64">{row.original.subject ?? row.original.message}</span>,
        meta: { className: "max-lg:hidden" },
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: l } }) => (
          <span className="flex flex-wrap gap-1">
            <LeadStatusBadge status={l.status} />
            {l.reviewReason && (
              <Badge variant="accent" title={reviewReasonLabels[l.reviewReason]}>
                To review
              </Badge>
            )}
          </span>
        ),
      },
      {
        id: "createdAt",
        header: "Received",
        cell: ({ row }) => formatDateTime(row.original.createdAt),
        meta: { className: "whitespace-nowrap max-sm:hidden" },
      },
      {
        id: "open",
        header: () => <span className="sr-only">Open</span>,
        cell: ({ row }) => (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onOpenLead(row.original.id)}
            aria-label={`View lead from ${row.original.fullName || "Anonymous Lead"}`}
          >
            View
          </Button>
        ),
      },
    ],
    [onOpenLead],
  );
  const filtered = Boolean(filter.search || filter.status || filter.from || filter.to);
  return (
    <div className="grid gap-8">
      <DataTable
        label="Leads"
        columns={columns}
        rows={data?.data.leads}
        position={filter.position}
        pageSize={PAGE_SIZE}
        facts={data?.data}
        onMove={(position) => onFilter({ ...filter, position })}
        getRowId={(l) => l.id}
        isLoading={isLoading}
        error={error}
        onRetry={() => refetch()}
        empty={<EmptyState title={filtered ? "No leads match these filters" : "No leads yet"}>{filtered && "Clear the filters to see every lead."}</EmptyState>}
        toolbar={
          <>
            <SearchInput
              label="Search leads"
              placeholder="Search name, email, company, message"
              value={filter.search}
              onSearch={(search) => onFilter({ ...filter, position: firstPage, search })}
            />
            <div className="grid gap-1 text-xs font-medium text-ink-soft">
              <label htmlFor="leads-status">Status</label>
              <Select
                id="leads-status"
                aria-label="Filter by status"
                value={filter.status}
                onChange={(e) => onFilter({ ...filter, position: firstPage, status: e.target.value as LeadStatus | "" })}
              >
                <option value="">All statuses</option>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1 text-xs font-medium text-ink-soft">
              <label htmlFor="leads-from">From</label>
              <Input
                id="leads-from"
                type="date"
                value={filter.from}
                max={filter.to || undefined}
                onChange={(e) => onFilter({ ...filter, position: firstPage, from: e.target.value })}
              />
            </div>
            <div className="grid gap-1 text-xs font-medium text-ink-soft">
              <label htmlFor="leads-to">To</label>
              <Input
                id="leads-to"
                type="date"
                value={filter.to}
                min={filter.from || undefined}
                onChange={(e) => onFilter({ ...filter, position: firstPage, to: e.target.value })}
              />
            </div>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => onFilter(initialLeadsFilter)}>
                Clear filters
              </Button>
            )}
          </>
        }
      />
      <SubscribersList />
    </div>
  );
}
