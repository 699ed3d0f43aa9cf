import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { projectStatusLabels, type Thread } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { formatDateTime, formatCalendarDay } from "../../../contract/dates";
import { Badge } from "../ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { isFirmStaff } from "../../../contract/policies";
import { useAuth } from "../../lib/auth";
import { ProjectDocumentsCard } from "../documents/project-documents-card";
import { ConversationForm } from "./conversation-form";
import { AddMilestoneForm, MilestoneToggle } from "./milestone-controls";
import { ProjectList } from "./project-progress";

const threadStatus: Record<Thread["status"], { label: string; variant: "accent" | "success" | "neutral" }> = {
  open: { label: "Waiting for the firm", variant: "accent" },
  answered: { label: "Answered", variant: "success" },
  closed: { label: "Closed", variant: "neutral" },
};

function Conversations({ projectId }: { projectId: string }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.messages, { params: { id: projectId } });
  if (isLoading) return <LoadingState label="Loading conversations" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the conversations."} onRetry={() => refetch()} />;
  return (
    <div className="grid gap-4">
      {data.threads.length === 0 && <EmptyState title="No conversations yet">Ask the project team anything about this project below.</EmptyState>}
      {data.threads.map((thread) => (
        <Card key={thread.id} id={`thread-${thread.id}`}>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-base">{thread.subject}</CardTitle>
            <Badge variant={threadStatus[thread.status].variant}>{threadStatus[thread.status].label}</Badge>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ol className="grid gap-3">
              {thread.posts.map((post) => (
                <li key={post.id} className={post.fromFirm ? "rounded-lg bg-brand-50/60 p-3" : "rounded-lg bg-paper p-3 ring-1 ring-line"}>
                  <p className="text-xs text-ink-soft">
                    <span className="font-semibold text-ink">{post.author}</span>
                    {post.fromFirm && " · project team"} · {formatDateTime(post.createdAt)}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{post.body}</p>
                </li>
              ))}
            </ol>
            <ConversationForm projectId={projectId} threadId={thread.id} />
          </CardContent>
        </Card>
      ))}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Start a conversation</CardTitle>
          <CardDescription>The project team gets your message by email and answers here.</CardDescription>
        </CardHeader>
        <CardContent>
          <ConversationForm projectId={projectId} />
        </CardContent>
      </Card>
    </div>
  );
}

/** One project as its client and the firm see it: progress, milestones, team and conversations. */
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
            <Link to="/projects" className="hover:underline">
              Projects
            </Link>{" "}
            · <span className="font-mono">{project.code}</span>
          </p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{project.name}</h1>
          <p className="mt-1 text-sm text-ink-soft">
            {project.companyName} · {project.sector} · {formatCalendarDay(project.startDate)} to {formatCalendarDay(project.dueDate)}
          </p>
        </div>
        <Card>
          <CardContent className="pt-6">
            <ProjectList projects={[project]} />
            <p className="mt-3 text-xs text-ink-soft">
              {projectStatusLabels[project.status]} · {project.services.length} {project.services.length === 1 ? "service" : "services"}
            </p>
          </CardContent>
        </Card>
        <div className="grid gap-6 lg:grid-cols-3">
          <Card className="lg:col-span-2">
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
                    <li key={m.id} className="flex items-center gap-3 py-3">
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
              <CardTitle>Team</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-2 text-sm">
                {project.team.map((person) => (
                  <li key={person.id} className="flex items-center justify-between gap-2">
                    <span className="text-ink">{person.name}</span>
                    <Badge variant={person.side === "firm" ? "brand" : "neutral"}>{person.side === "firm" ? "Coordinator" : "Client"}</Badge>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
        <ProjectDocumentsCard projectId={project.id} />
        <section aria-labelledby="conversations-heading" className="grid gap-4">
          <h2 id="conversations-heading" className="text-xl font-bold">
            Conversations
          </h2>
          <Conversations projectId={project.id} />
        </section>
      </div>
    </div>
  );
}
