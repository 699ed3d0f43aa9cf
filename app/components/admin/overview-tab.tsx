import { BarChart3, Briefcase, UserPlus, Users } from "lucide-react";
import type { DashboardResponse } from "../../../contract/admin";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { OVERVIEW_WINDOW } from "../../../contract/constants";
import { formatAgo } from "../../../contract/dates";
import { durationInWords } from "../../../contract/duration-words";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { StatCard } from "../ui/stat-card";
import { LazyDailyChart } from "./daily-chart-lazy";
import { LeadStatusBadge } from "./lead-status-badge";
import { TrafficCard } from "./traffic-card";

const lastWindow = durationInWords(OVERVIEW_WINDOW.ms);

/** How this window's rate compares with the one before, in points; said plainly when there is nothing to compare. */
function conversionDetail({ current, previous }: { current: number | null; previous: number | null }): string {
  if (current === null) return `No leads in the last ${lastWindow}`;
  if (previous === null) return `Last ${lastWindow}; no leads the ${OVERVIEW_WINDOW.days} before`;
  const change = Math.round((current - previous) * 10) / 10;
  return `${change >= 0 ? "+" : ""}${change} points on the previous ${lastWindow}`;
}

/** Spec 01 §2 admin overview: the four cards, Recent Leads, leads per day, Recent Activities. */
export function OverviewTab({ onOpenLead }: { onOpenLead: (id: string) => void }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.dashboard, {});
  if (isLoading) return <LoadingState label="Loading dashboard" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the dashboard."} onRetry={() => refetch()} />;
  const d = data.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Users" value={d.totalUsers} detail={`+${d.newUsersToday} new today`} icon={Users} />
        <StatCard label="Total Leads" value={d.totalLeads} detail={`+${d.newLeadsToday} new today`} icon={UserPlus} />
        <StatCard label="Projects" value={d.totalProjects} detail={`${d.activeProjects} active`} icon={Briefcase} />
        <StatCard
          label="Conversion Rate"
          value={d.conversion.current === null ? "—" : `${d.conversion.current}%`}
          detail={conversionDetail(d.conversion)}
          icon={BarChart3}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Leads per day</CardTitle>
            <CardDescription>Last {lastWindow}</CardDescription>
          </CardHeader>
          <CardContent>
            <LazyDailyChart
              label="Leads"
              points={d.leadsPerDay}
              caption={`${d.leadsPerDay.reduce((sum, p) => sum + p.count, 0)} leads in the last ${lastWindow} (spam excluded).`}
            />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent Leads</CardTitle>
            <CardDescription>The latest inquiries from the site</CardDescription>
          </CardHeader>
          <CardContent>
            {d.recentActivity.length === 0 ? (
              <EmptyState title="No recent leads found" />
            ) : (
              <ul className="divide-y divide-line">
                {d.recentActivity.map((lead) => (
                  <li key={lead.id}>
                    <button
                      type="button"
                      onClick={() => onOpenLead(lead.id)}
                      className="flex w-full items-center justify-between gap-3 rounded-md py-3 text-left hover:bg-paper/70"
                    >
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-ink">{lead.name ?? "Anonymous Lead"}</span>
                        <span className="block truncate text-sm text-ink-soft">{lead.email ?? "N/A"}</span>
                      </span>
                      <span className="flex shrink-0 flex-col items-end gap-1">
                        {lead.status === "new" ? <Badge variant="brand">New</Badge> : <LeadStatusBadge status={lead.status} />}
                        <span className="text-xs text-ink-soft">{formatAgo(lead.createdAt)}</span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <TrafficCard />
      <Card>
        <CardHeader>
          <CardTitle>Recent Activities</CardTitle>
          <CardDescription>New accounts and inquiries, newest first</CardDescription>
        </CardHeader>
        <CardContent>
          <ActivityList signups={d.recentSignups} leads={d.recentActivity} />
        </CardContent>
      </Card>
    </div>
  );
}

function ActivityList({ signups, leads }: { signups: DashboardResponse["data"]["recentSignups"]; leads: DashboardResponse["data"]["recentActivity"] }) {
  const items = [
    ...signups.map((s) => ({ key: `u-${s.username}`, at: s.createdAt, text: `${s.username} created an account`, kind: "Account" })),
    ...leads.map((l) => ({ key: `l-${l.id}`, at: l.createdAt, text: `${l.name ?? "Anonymous Lead"} asked about ${l.service}`, kind: "Lead" })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 8);
  if (items.length === 0) return <EmptyState title="No activity yet" />;
  return (
    <ol className="grid grid-cols-1 gap-3">
      {items.map((item) => (
        <li key={item.key} className="flex min-w-0 items-center gap-3 text-sm">
          <Badge variant={item.kind === "Lead" ? "brand" : "outline"} className="w-20 justify-center">
            {item.kind}
          </Badge>
          <span className="min-w-0 flex-1 truncate text-ink">{item.text}</span>
          <time dateTime={item.at} className="shrink-0 text-xs text-ink-soft">
            {formatAgo(item.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
