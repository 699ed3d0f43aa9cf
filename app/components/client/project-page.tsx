import { CheckCircle2, Circle } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { formatCalendarDay, formatDateTime } from "../../../contract/dates";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { serviceLabel } from "../../../contract/leads";
import { isFirmStaff } from "../../../contract/policies";
import { FIRM_TEAM_NAME, type ProjectDetail, projectStatusLabels, type Thread, threadKindLabels } from "../../../contract/portal";
import { useAuth } from "../../lib/auth";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { ProjectDocumentsCard } from "../documents/project-documents-card";
import { ConversationForm } from "./conversation-form";
import { DeliverablesRegister } from "./deliverables-register";
import { AddMilestoneForm, MilestoneToggle } from "./milestone-controls";
import { ProjectActivity } from "./project-activity";
import { Progress } from "./project-progress";
import { CloseThreadButton, ThreadHandling } from "./thread-controls";

/** What a thread's status means to the one reading it: whose turn it is. */
function statusBadge(thread: Thread, firm: boolean): { label: string; variant: "accent" | "success" | "neutral" } {
  if (thread.status === "closed") return { label: "Closed", variant: "neutral" };
  const firmsTurn = (thread.status === "open") !== thread.raisedByFirm;
  if (firmsTurn) return firm ? { label: "Waiting for us", variant: "accent" } : { label: "Waiting for the firm", variant: "accent" };
  return firm ? { label: "Waiting for the client", variant: "success" } : { label: thread.raisedByFirm ? "Waiting for you" : "Answered", variant: "success" };
}

function Conversations({ projectId, firm }: { projectId: string; firm: boolean }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.messages, { params: { id: projectId } });
  const [params] = useSearchParams();
  const linked = params.get("thread");
  // A mailed link names the thread: bring it into view once it is drawn.
  useEffect(() => {
    if (linked && data) document.getElementById(`thread-${linked}`)?.scrollIntoView({ block: "start" });
  }, [linked, data]);
  if (isLoading) return <LoadingState label="Loading conversations" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the conversations."} onRetry={() => refetch()} />;
  return (
    <div className="grid gap-4">
      {data.threads.length === 0 && <EmptyState title="No conversations yet">Ask the project team anything about this project below.</EmptyState>}
      {data.threads.map((thread) => {
        const badge = statusBadge(thread, firm);
        return (
          <Card key={thread.id} id={`thread-${thread.id}`} className="scroll-mt-24">
            <CardHeader className="grid gap-2">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <CardTitle className="min-w-0 break-words text-base">
                  {thread.kind === "rfi" && (
                    <Badge variant="brand" className="mr-2 align-middle">
                      {threadKindLabels.rfi}
                    </Badge>
                  )}
                  {thread.subject}
                </CardTitle>
                <div className="flex items-center gap-2">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  <CloseThreadButton projectId={projectId} thread={thread} />
                </div>
              </div>
              <p className="text-xs text-ink-soft">
                {thread.assignee ? `Handled at the firm by ${thread.assignee.name}` : "Not yet assigned at the firm"}
                {thread.dueDate && ` · answer needed by ${formatCalendarDay(thread.dueDate)}`}
              </p>
            </CardHeader>
            <CardContent className="grid gap-4">
              {firm && thread.status !== "closed" && <ThreadHandling projectId={projectId} thread={thread} />}
              <ol className="grid gap-3">
                {thread.posts.map((post) => (
                  <li key={post.id} className={post.fromFirm ? "rounded-lg bg-brand-50/60 p-3" : "rounded-lg bg-paper p-3 ring-1 ring-line"}>
                    <p className="text-xs text-ink-soft">
                      <span className="font-semibold text-ink">{post.author}</span>
                      {post.fromFirm && post.author !== FIRM_TEAM_NAME && " · project team"} · {formatDateTime(post.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{post.body}</p>
                  </li>
                ))}
              </ol>
              <ConversationForm projectId={projectId} threadId={thread.id} />
            </CardContent>
          </Card>
        );
      })}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Start a conversation</CardTitle>
          <CardDescription>
            {firm ? "The client's people get it by email and answer here." : "The project team gets your message by email and answers here."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ConversationForm projectId={projectId} />
        </CardContent>
      </Card>
    </div>
  );
}

function ProgressCard({ project }: { project: ProjectDetail }) {
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold text-ink">Progress</p>
          <p className="text-sm font-semibold tabular-nums text-ink">
            {project.percentComplete === null ? "No milestones yet" : `${project.percentComplete}% complete`}
          </p>
        </div>
        <Progress percent={project.percentComplete ?? 0} label={`${project.name} progress`} />
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {[
            ["Status", projectStatusLabels[project.status]],
            ["Stage", project.stage],
            ["Due", formatCalendarDay(project.dueDate)],
            ["Services", project.services.map(serviceLabel).join(", ") || "None named"],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-ink-soft">{term}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** One project as its client and the firm see it: progress, milestones, deliverables, conversations, team and activity. */
export function ProjectPage({ id }: { id: string }) {
  const { user } = useAuth();
  const firm = user ? isFirmStaff(user.role) : false;
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.project, { params: { id } }, { retry: false });
  if (isLoading) return <LoadingState label="Loading the project" className="container-page py-10" />;
  if (error || !data)
    return (
      <div className="container-page py-10">
        <ErrorState message={error?.message ?? "Could not load the project."} onRetry={() => refetch()} />
        <p className="mt-4 text-sm">
          <Link to="/projects" className="text-brand-700 underline">
            Back to your projects
          </Link>
        </p>
      </div>
    );
  const project = data.project;
  return (
    <div className="bg-paper/60">
      <div className="container-page grid gap-6 py-8 sm:py-10">
        <div>
          <p className="eyebrow">
            <Link to={firm ? "/admin/dashboard?tab=clients&view=projects" : "/projects"} className="hover:underline">
              Projects
            </Link>{" "}
            · <span className="font-mono">{project.code}</span>
          </p>
          <h1 className="mt-1 break-words text-2xl font-bold sm:text-3xl">{project.name}</h1>
          <p className="mt-1 text-sm text-ink-soft">
            {project.companyName} · {project.sector} · {formatCalendarDay(project.startDate)} to {formatCalendarDay(project.dueDate)}
          </p>
        </div>
        <ProgressCard project={project} />
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="grid content-start gap-6 lg:col-span-2">
            <Card>
              <CardHeader>
                <CardTitle>Milestones</CardTitle>
                <CardDescription>Percent complete counts the milestones done</CardDescription>
              </CardHeader>
              <CardContent>
                {project.milestones.length === 0 ? (
                  <EmptyState title="No milestones planned yet" />
                ) : (
                  <ol className="divide-y divide-line">
                    {project.milestones.map((m) => (
                      <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
                        {m.completedAt ? (
                          <CheckCircle2 className="size-5 shrink-0 text-success" aria-label="Done" />
                        ) : (
                          <Circle className="size-5 shrink-0 text-ink-soft" aria-label="Not done" />
                        )}
                        <span className="min-w-0 flex-1 font-medium text-ink">{m.name}</span>
                        <span className="text-xs text-ink-soft tabular-nums">
                          {m.completedAt ? `Done ${formatDateTime(m.completedAt)}` : `Due ${formatCalendarDay(m.dueDate)}`}
                        </span>
                        {firm && <MilestoneToggle projectId={project.id} milestone={m} />}
                      </li>
                    ))}
                  </ol>
                )}
                {firm && <AddMilestoneForm projectId={project.id} />}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Deliverables</CardTitle>
                <CardDescription>
                  {firm ? "Issue each one when it is ready; the client accepts it here." : "Accept each one once you have reviewed it."}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <DeliverablesRegister projectId={project.id} deliverables={project.deliverables} firm={firm} />
              </CardContent>
            </Card>
          </div>
          <div className="grid content-start gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Team</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-2 text-sm">
                  {project.team.map((person) => (
                    <li key={person.id} className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate text-ink">{person.name}</span>
                      <Badge variant={person.side === "firm" ? "brand" : "neutral"}>{person.side === "firm" ? "Coordinator" : "Client"}</Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Activity</CardTitle>
              </CardHeader>
              <CardContent>
                <ProjectActivity projectId={project.id} />
              </CardContent>
            </Card>
          </div>
        </div>
        <ProjectDocumentsCard projectId={project.id} />
        <section aria-labelledby="conversations-heading" className="grid gap-4">
          <h2 id="conversations-heading" className="text-xl font-bold">
            Messages and RFIs
          </h2>
          <Conversations projectId={project.id} firm={firm} />
        </section>
      </div>
    </div>
  );
}
