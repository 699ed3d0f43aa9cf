import { BookOpen, CalendarClock, FileText, FolderKanban, LifeBuoy, PiggyBank, PlayCircle, Download, Library } from "lucide-react";
import { useLocation, useSearchParams } from "react-router";
import { useAuth } from "../../lib/auth";
import { dashboardTab } from "../../lib/dashboard-tab";
import { toast } from "../../lib/toast";
import { StatCard } from "../ui/stat-card";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { RequestServiceDialog } from "./request-service-dialog";
import { resources, sampleDeliverables, sampleProjects, sampleStats } from "./sample-data";

const resourceIcons = { "Download PDF": Download, "Access Library": Library, "Watch Videos": PlayCircle } as const;

function SampleNotice() {
  return (
    <p className="rounded-lg border border-accent-400/50 bg-accent-400/10 px-4 py-2 text-sm text-ink">
      <strong className="font-semibold">Sample data.</strong> Project tracking is coming to the portal; the figures below show how it will look.
    </p>
  );
}

function Progress({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 w-full overflow-hidden rounded-full bg-paper ring-1 ring-line"
    >
      <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
    </div>
  );
}

function ProjectList() {
  return (
    <ul className="grid gap-4">
      {sampleProjects.map((p) => (
        <li key={p.name} className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium text-ink">{p.name}</p>
            <span className="text-sm font-semibold tabular-nums text-ink">{p.percent}% complete</span>
          </div>
          <Progress percent={p.percent} label={`${p.name} progress`} />
          <p className="flex flex-wrap gap-x-3 text-xs text-ink-soft">
            <span>{p.service}</span>
            <span>Due {p.due}</span>
            <span>{p.status}</span>
          </p>
        </li>
      ))}
    </ul>
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
          <TabsContent value="overview" className="grid gap-6">
            <SampleNotice />
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard label="Active Projects" value={sampleStats.activeProjects} detail="2 due this quarter" icon={FolderKanban} sample />
              <StatCard label="Saved Cost" value={sampleStats.savedCost} detail={sampleStats.savedCostDetail} icon={PiggyBank} sample />
              <StatCard label="Support Tickets" value={sampleStats.supportTickets} detail={sampleStats.supportDetail} icon={LifeBuoy} sample />
              <StatCard label="Documents" value={sampleStats.documents} detail={sampleStats.documentsDetail} icon={FileText} sample />
            </div>
            <div className="grid gap-6 lg:grid-cols-5">
              <Card className="lg:col-span-3">
                <CardHeader>
                  <CardTitle>Recent Projects</CardTitle>
                  <CardDescription>Progress across your active work</CardDescription>
                </CardHeader>
                <CardContent>
                  <ProjectList />
                </CardContent>
              </Card>
              <Card className="lg:col-span-2">
                <CardHeader>
                  <CardTitle>Upcoming Deliverables</CardTitle>
                  <CardDescription>What lands next</CardDescription>
                </CardHeader>
                <CardContent>
                  <ul className="divide-y divide-line">
                    {sampleDeliverables.map((d) => (
                      <li key={d.title} className="flex items-start gap-3 py-3">
                        <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                        <div className="min-w-0">
                          <p className="font-medium text-ink">{d.title}</p>
                          <p className="text-xs text-ink-soft">
                            {d.project} · due {d.due}
                          </p>
                        </div>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </div>
          </TabsContent>
          <TabsContent value="projects" className="grid gap-6">
            <SampleNotice />
            <Card>
              <CardHeader>
                <CardTitle>Your projects</CardTitle>
                <CardDescription>Detailed project pages — drawings, RFIs and model versions — are coming soon.</CardDescription>
              </CardHeader>
              <CardContent>
                <ProjectList />
              </CardContent>
            </Card>
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
