import type { ColumnDef } from "@tanstack/react-table";
import { BarChart3, Columns3, List } from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { AdminLead } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { pipelineEndpoints } from "../../../contract/endpoints/pipeline";
import { consultationServices, inquiryServiceTypes, type LeadStatus, leadStatuses } from "../../../contract/leads";
import { reviewReasonLabels } from "../../../contract/messages/leads";
import { formatCalendarDay, formatDateTime } from "../../../contract/dates";
import { cn } from "../../lib/cn";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { DataTable } from "../ui/data-table";
import { Input } from "../ui/input";
import { EmptyState } from "../ui/query-state";
import { SearchInput } from "../ui/search-input";
import { firstPage, type PagePosition } from "../ui/pager";
import { Select } from "../ui/select";
import { LeadStatusBadge, statusLabel } from "./lead-status-badge";
import { DigestPreference } from "./pipeline/digest-preference";
import { PipelineBoard } from "./pipeline/pipeline-board";
import { formatUsd, todayIso } from "./pipeline/pipeline-format";
import { PipelineReports } from "./pipeline/pipeline-reports";
import { SavedFilters } from "./pipeline/saved-filters";
import { SubscribersList } from "./subscribers-list";

export type LeadsFilter = {
  position: PagePosition;
  search: string;
  status: LeadStatus | "";
  from: string;
  to: string;
  owner: string;
  source: string;
  campaign: string;
  service: string;
};
export const initialLeadsFilter: LeadsFilter = {
  position: firstPage,
  search: "",
  status: "",
  from: "",
  to: "",
  owner: "",
  source: "",
  campaign: "",
  service: "",
};
const PAGE_SIZE = 10;
const services = [...consultationServices, ...inquiryServiceTypes.filter((s) => !consultationServices.some((c) => c.label === s.label))];

/** The filters as the list and the export read them; an empty field is no filter. */
export const leadsQuery = (f: LeadsFilter) => ({
  search: f.search,
  status: f.status || undefined,
  from: f.from || undefined,
  to: f.to || undefined,
  owner: f.owner || undefined,
  source: f.source || undefined,
  campaign: f.campaign || undefined,
  service: f.service || undefined,
});

const views = [
  { id: "list", label: "List", icon: List },
  { id: "board", label: "Board", icon: Columns3 },
  { id: "reports", label: "Reports", icon: BarChart3 },
] as const;
type View = (typeof views)[number]["id"];

/** The sales pipeline: the list with its filters, the board, and the reports; the view is kept in the address. */
export function LeadsTab({ filter, onFilter, onOpenLead }: { filter: LeadsFilter; onFilter: (f: LeadsFilter) => void; onOpenLead: (id: string) => void }) {
  const [params, setParams] = useSearchParams();
  const view: View = views.find((v) => v.id === params.get("view"))?.id ?? "list";
  const show = (next: View) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "list") copy.delete("view");
        else copy.set("view", next);
        return copy;
      },
      { replace: true },
    );
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Leads views" className="inline-flex rounded-lg border border-line bg-white p-1 shadow-sm">
          {views.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              aria-pressed={view === id}
              onClick={() => show(id)}
              className={cn(
                "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
                view === id ? "bg-brand-600 text-white" : "text-ink-soft hover:bg-paper hover:text-ink",
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </nav>
        <DigestPreference />
      </div>
      {view === "list" && <LeadList filter={filter} onFilter={onFilter} onOpenLead={onOpenLead} />}
      {view === "board" && <PipelineBoard onOpenLead={onOpenLead} />}
      {view === "reports" && <PipelineReports />}
    </div>
  );
}

function LeadList({ filter, onFilter, onOpenLead }: { filter: LeadsFilter; onFilter: (f: LeadsFilter) => void; onOpenLead: (id: string) => void }) {
  const people = useEndpointQuery(pipelineEndpoints.people, {});
  const { data, isLoading, isPlaceholderData, error, refetch } = useEndpointQuery(
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
            {l.sameEmail > 0 && (
              <Badge variant="accent" className="mt-1">
                {l.sameEmail === 1 ? "1 more from this address" : `${l.sameEmail} more from this address`}
              </Badge>
            )}
          </button>
        ),
      },
      {
        id: "owner",
        header: "Owner",
        cell: ({ row }) => row.original.owner?.name ?? <span className="text-ink-soft">Unassigned</span>,
        meta: { className: "max-md:hidden" },
      },
      {
        id: "source",
        header: "Source",
        cell: ({ row: { original: l } }) => (
          <span className="grid">
            <span>{l.source}</span>
            {l.attribution.utmCampaign && <span className="max-w-40 truncate text-xs text-ink-soft">{l.attribution.utmCampaign}</span>}
          </span>
        ),
        meta: { className: "max-lg:hidden" },
      },
      { id: "service", header: "Service", cell: ({ row }) => row.original.serviceLabel, meta: { className: "max-lg:hidden" } },
      {
        id: "status",
        header: "Stage",
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
      { id: "value", header: "Value", cell: ({ row }) => formatUsd(row.original.value), meta: { className: "whitespace-nowrap max-sm:hidden" } },
      {
        id: "next",
        header: "Next action",
        cell: ({ row: { original: l } }) =>
          l.nextAction ? (
            <span className={cn("grid", l.nextActionDate && l.nextActionDate < todayIso() && "text-danger")}>
              <span className="line-clamp-1 max-w-48">{l.nextAction}</span>
              {l.nextActionDate && <span className="text-xs">{formatCalendarDay(l.nextActionDate)}</span>}
            </span>
          ) : (
            <span className="text-ink-soft">—</span>
          ),
        meta: { className: "max-xl:hidden" },
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
  const set = (change: Partial<LeadsFilter>) => onFilter({ ...filter, ...change, position: firstPage });
  const filtered = Boolean(filter.search || filter.status || filter.from || filter.to || filter.owner || filter.source || filter.campaign || filter.service);
  const control = "grid gap-1 text-xs font-medium text-ink-soft";
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
        isUpdating={isPlaceholderData}
        error={error}
        onRetry={() => refetch()}
        empty={<EmptyState title={filtered ? "No leads match these filters" : "No leads yet"}>{filtered && "Clear the filters to see every lead."}</EmptyState>}
        toolbar={
          <>
            <SearchInput label="Search leads" placeholder="Search name, email, company, message" value={filter.search} onSearch={(search) => set({ search })} />
            <div className={control}>
              <label htmlFor="leads-owner">Owner</label>
              <Select id="leads-owner" aria-label="Filter by owner" value={filter.owner} onChange={(e) => set({ owner: e.target.value })}>
                <option value="">Everyone</option>
                <option value="me">My leads</option>
                <option value="none">Unassigned</option>
                {people.data?.people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className={control}>
              <label htmlFor="leads-status">Stage</label>
              <Select
                id="leads-status"
                aria-label="Filter by status"
                value={filter.status}
                onChange={(e) => set({ status: e.target.value as LeadStatus | "" })}
              >
                <option value="">All stages</option>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Select>
            </div>
            <div className={control}>
              <label htmlFor="leads-service">Service</label>
              <Select id="leads-service" value={filter.service} onChange={(e) => set({ service: e.target.value })}>
                <option value="">All services</option>
                {services.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className={control}>
              <label htmlFor="leads-source">Source</label>
              <Input id="leads-source" value={filter.source} maxLength={100} placeholder="e.g. linkedin" onChange={(e) => set({ source: e.target.value })} />
            </div>
            <div className={control}>
              <label htmlFor="leads-campaign">Campaign</label>
              <Input
                id="leads-campaign"
                value={filter.campaign}
                maxLength={200}
                placeholder="utm_campaign"
                onChange={(e) => set({ campaign: e.target.value })}
              />
            </div>
            <div className={control}>
              <label htmlFor="leads-from">From</label>
              <Input id="leads-from" type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => set({ from: e.target.value })} />
            </div>
            <div className={control}>
              <label htmlFor="leads-to">To</label>
              <Input id="leads-to" type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => set({ to: e.target.value })} />
            </div>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => onFilter(initialLeadsFilter)}>
                Clear filters
              </Button>
            )}
            <SavedFilters filter={filter} onApply={(saved) => onFilter({ ...initialLeadsFilter, ...saved })} />
          </>
        }
      />
      <SubscribersList />
    </div>
  );
}
