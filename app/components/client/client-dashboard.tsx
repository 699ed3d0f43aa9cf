import { BookOpen, CalendarClock, FolderKanban, MessagesSquare, PiggyBank, PlayCircle, Download, Library } from "lucide-react";
import { Link, useLocation, useSearchParams } from "react-router";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { portalMessages } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { useAuth } from "../../lib/auth";
import { dashboardTab } from "../../lib/dashboard-tab";
import { formatCalendarDay } from "../../../contract/dates";
import { toast } from "../../lib/toast";
import { StatCard } from "../ui/stat-card";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { ProjectList } from "./project-progress";
import { RequestServiceDialog } from "./request-service-dialog";
import { resources } from "./resources";

const resourceIcons = { "Download PDF": Download, "Access Library": Library, "Watch Videos": PlayCircle } as const;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

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
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load your dashboard."} onRetry={() => refetch()} />;
  if (!data.company) return <NoCompany />;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Active Projects" value={data.activeProjects} detail={`At ${data.company.name}`} icon={FolderKanban} />
        {data.savedCost !== null && (
          <StatCard label="Saved Cost" value={usd.format(data.savedCost)} detail="Against in-house delivery, as agreed per project" icon={PiggyBank} />
        )}
        <StatCard
          label="Open Conversations"
          value={data.openThreads}
          detail={data.openThreads === 0 ? "Nothing waiting for the project team" : "Waiting for the project team's answer"}
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
            <CardTitle>Upcoming Milestones</CardTitle>
            <CardDescription>What lands next on active projects</CardDescription>
          </CardHeader>
          <CardContent>
            {data.upcomingMilestones.length === 0 ? (
              <EmptyState title="No milestones planned" />
            ) : (
              <ul className="divide-y divide-line">
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
    </div>
  );
}

function AllProjects() {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.projects, {});
  if (isLoading) return <LoadingState label="Loading your projects" />;
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
            <TabsTrigger value="resources">Resources</TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <Overview />
          </TabsContent>
          <TabsContent value="projects">
            <AllProjects />
          </TabsContent>
          <TabsContent value="resources">
            <div className="grid gap-4 md:grid-cols-3">
              {resources.map((r) => {
                const Icon = resourceIcons[r.action];
                return (
                  <Card key={r.title} className="flex flex-col">
                    <CardHeader>
                      <span className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-600">
                        <BookOpen className="size-5" aria-hidden="true" />
                      </span>
                      <CardTitle className="mt-2">{r.title}</CardTitle>
                      <CardDescription>{r.text}</CardDescription>
                    </CardHeader>
                    <CardContent className="mt-auto flex items-center justify-between gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => toast({ title: r.title, description: "Your project manager shares this with you when your project starts." })}
                      >
                        <Icon aria-hidden="true" /> {r.action}
                      </Button>
                      <Badge>On request</Badge>
                    </CardContent>
                  </Card>
                );
              })}
            </div>
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
