import { CheckCircle2, FileCheck2, FileOutput, FolderPlus, type LucideIcon, MessageSquare, MessageSquareOff, UserPlus } from "lucide-react";
import { formatDateTime } from "../../../contract/dates";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import type { ActivityItem } from "../../../contract/portal";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";

const lines: Record<ActivityItem["kind"], { icon: LucideIcon; text: (item: ActivityItem) => string }> = {
  project_created: { icon: FolderPlus, text: (a) => `${a.actor} opened the project` },
  milestone_done: { icon: CheckCircle2, text: (a) => `Milestone done: ${a.subject}` },
  deliverable_issued: { icon: FileOutput, text: (a) => `${a.actor} issued ${a.subject}` },
  deliverable_accepted: { icon: FileCheck2, text: (a) => `${a.actor} accepted ${a.subject}` },
  thread_started: { icon: MessageSquare, text: (a) => `${a.actor} started "${a.subject}"` },
  message_posted: { icon: MessageSquare, text: (a) => `${a.actor} replied in "${a.subject}"` },
  thread_closed: { icon: MessageSquareOff, text: (a) => `${a.actor} closed "${a.subject}"` },
  member_added: { icon: UserPlus, text: (a) => `${a.subject} joined the project team` },
};

/** What happened on the project, newest first: milestones, deliverables, messages, people. */
export function ProjectActivity({ projectId }: { projectId: string }) {
  const { data, isLoading, error, refetch } = useEndpointQuery(clientPortalEndpoints.activity, { params: { id: projectId } });
  if (isLoading) return <LoadingState label="Loading the activity" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the activity."} onRetry={() => refetch()} />;
  if (data.activity.length === 0) return <EmptyState title="Nothing has happened yet" />;
  return (
    <ol className="grid gap-3">
      {data.activity.map((item) => {
        const line = lines[item.kind];
        return (
          <li key={item.id} className="flex items-start gap-3">
            <line.icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="min-w-0">
              <p className="break-words text-sm text-ink">{line.text(item)}</p>
              <p className="text-xs text-ink-soft">{formatDateTime(item.createdAt)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
