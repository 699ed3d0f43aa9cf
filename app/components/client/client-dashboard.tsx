import { CalendarClock, FileStack, FolderKanban, LifeBuoy, MessagesSquare, PiggyBank, ShieldCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useSearchParams } from "react-router";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { deliverableKindLabels, deliverableStatusLabels, portalMessages } from "../../../contract/portal";
import { ApiRequestError } from "../../lib/api";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { useAuth } from "../../lib/auth";
import { dashboardTab } from "../../lib/dashboard-tab";
import { formatCalendarDay } from "../../../contract/dates";
import { TwoFactorPanel } from "../account/two-factor-panel";
import { StatCard } from "../ui/stat-card";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { deliverableBadge } from "./deliverable-badge";
import { ProjectList } from "./project-progress";
import { RequestServiceDialog } from "./request-service-dialog";
import { ResourcesTab } from "./resources-tab";
import { SupportTickets } from "./support-tickets";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** A company that asks for two-step sign-in: the portal shows nothing until it is set up, and offers the set-up here. */
function TwoStepGate({ message }: { message: string }) {
  const queryClient = useQueryClient();
  return (
    <Card className="mx-auto max-w-2xl">
      <CardHeader>
        <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <CardTitle className="mt-2">Set up two-step sign-in</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <TwoFactorPanel
          requiredMessage="Scan the code with an authenticator app, then enter the 6-digit code it shows."
          onReady={() => void queryClient.invalidateQueries()}
        />
      </CardContent>
    </Card>
  );
}

/** The portal's answer when the company asks for two-step sign-in first, else null. */
const twoStepRequired = (error: unknown) => (error instanceof ApiRequestError && error.code === "two_factor_setup_required" ? error.message : null);

function NoCompany() {
  return (
    <EmptyState title="No projects yet">
      <p>{portalMessages.noCompany}</p>
    </EmptyState>
  );
}

function Overview() {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.dashboard, {});
  if (isLoading) return <LoadingState label="Loading your projects" />;
  const gate = twoStepRequired(error);
  if (gate) return <TwoStepGate message={gate} />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load your dashboard."} onRetry={() => refetch()} />;
  if (!data.company) return <NoCompany />;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Active Projects" value={data.activeProjects} detail={`At ${data.company.name}`} icon={FolderKanban} />
        {data.savedCost !== null && (
          <StatCard label="Saved Cost" value={usd.format(data.savedCost)} detail="Against in-house delivery, as agreed per project" icon={PiggyBank} />
        )}
        <StatCard
          label="Support Tickets"
          value={data.openTickets}
          detail={data.openTickets === 0 ? "No open tickets" : "Open, with the support team"}
          icon={LifeBuoy}
        />
        <StatCard
          label="Open Conversations"
          value={data.openThreads + data.awaitingClient}
          detail={openConversationsDetail(data.openThreads, data.awaitingClient)}
          icon={MessagesSquare}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Recent Projects</CardTitle>
            <CardDescription>Progress is the share of milestones completed</CardDescription>
          </CardHeader>
          <CardContent>
            {data.recentProjects.length === 0 ? (
              <EmptyState title="No projects yet">
                <p>Your project manager adds projects here when work starts.</p>
              </EmptyState>
            ) : (
              <ProjectList projects={data.recentProjects} />
            )}
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Upcoming Deliverables</CardTitle>
            <CardDescription>Planned and in progress on active projects, soonest first</CardDescription>
          </CardHeader>
          <CardContent>
            {data.upcomingDeliverables.length === 0 ? (
              <EmptyState title="No deliverables planned" />
            ) : (
              <ul className="divide-y divide-line">
                {data.upcomingDeliverables.map((d) => (
                  <li key={d.id} className="flex items-start gap-3 py-3">
                    <FileStack className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-ink">{d.name}</p>
                      <p className="text-xs text-ink-soft">
                        {deliverableKindLabels[d.kind]} ·{" "}
                        <Link to={`/projects/${d.projectId}`} className="hover:text-brand-700 hover:underline">
                          {d.projectName}
                        </Link>{" "}
                        · due {formatCalendarDay(d.dueDate)}
                      </p>
                    </div>
                    <Badge variant={deliverableBadge[d.status]}>{deliverableStatusLabels[d.status]}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Upcoming Milestones</CardTitle>
          <CardDescription>What lands next on active projects</CardDescription>
        </CardHeader>
        <CardContent>
          {data.upcomingMilestones.length === 0 ? (
            <EmptyState title="No milestones planned" />
          ) : (
            <ul className="grid gap-x-6 divide-y divide-line sm:grid-cols-2 sm:divide-y-0">
              {data.upcomingMilestones.map((m) => (
                <li key={m.id} className="flex items-start gap-3 py-3">
                  <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-medium text-ink">{m.name}</p>
                    <p className="text-xs text-ink-soft">
                      <Link to={`/projects/${m.projectId}`} className="hover:text-brand-700 hover:underline">
                        {m.projectName}
                      </Link>{" "}
                      · due {formatCalendarDay(m.dueDate)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function AllProjects() {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.projects, {});
  if (isLoading) return <LoadingState label="Loading your projects" />;
  const gate = twoStepRequired(error);
  if (gate) return <TwoStepGate message={gate} />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load your projects."} onRetry={() => refetch()} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your projects</CardTitle>
        <CardDescription>Open a project for its milestones, team and conversations.</CardDescription>
      </CardHeader>
      <CardContent>{data.projects.length === 0 ? <NoCompany /> : <ProjectList projects={data.projects} />}</CardContent>
    </Card>
  );
}

/** Spec 01 §2 client dashboard (/dashboard and /projects): Overview, Projects, Resources. */
export function ClientDashboard() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  // The tab lives in the address, so the header's Projects link always opens Projects, whatever tab was open before.
  const tab = dashboardTab(pathname, params);
  return (
    <div className="bg-paper/60">
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Client portal</p>
            <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Client Dashboard</h1>
            <p className="mt-1 text-sm text-ink-soft">Welcome back, {user?.fullName ?? user?.username}.</p>
          </div>
          <RequestServiceDialog />
        </div>
        <Tabs value={tab} onValueChange={(next) => setParams({ tab: next }, { replace: true, preventScrollReset: true })} className="mt-6">
          <TabsList aria-label="Dashboard sections">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="projects">Projects</TabsTrigger>
            <TabsTrigger value="support">Support</TabsTrigger>
            <TabsTrigger value="resources">Resources</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview />
          </TabsContent>
          <TabsContent value="projects">
            <AllProjects />
          </TabsContent>
          <TabsContent value="support">
            <SupportTickets />
          </TabsContent>
          <TabsContent value="resources">
            <ResourcesTab />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

/** Whose answer the open conversations wait for: the card counts both sides' and says which is which. */
function openConversationsDetail(forFirm: number, forClient: number): string {
  if (forClient === 0) return forFirm === 0 ? "Nothing waits for an answer" : "Waiting for the project team's answer";
  const yours = `${forClient} ${forClient === 1 ? "question waits" : "questions wait"} for your answer`;
  return forFirm === 0 ? yours : `${yours}, ${forFirm} for the project team`;
}
