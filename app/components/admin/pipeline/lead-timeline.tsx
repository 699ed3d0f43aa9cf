import { CalendarCheck, CheckCircle2, FileText, GitMerge, Mail, MessageSquare, Phone, RefreshCw, Trophy, UserCheck } from "lucide-react";
import type { TimelineEntry } from "../../../../contract/pipeline";
import { activityLabels, stageLabels } from "../../../../contract/pipeline";
import { formatDateTime } from "../../../../contract/dates";
import { Badge } from "../../ui/badge";

const icons = {
  note: MessageSquare,
  call: Phone,
  meeting: CalendarCheck,
  proposal: FileText,
  reply: Mail,
  assignment: UserCheck,
  merge: GitMerge,
  won: Trophy,
  status: RefreshCw,
} as const;

const mailBadges = {
  queued: { variant: "neutral", label: "Queued" },
  retrying: { variant: "accent", label: "Retrying" },
  sent: { variant: "success", label: "Sent" },
  failed: { variant: "danger", label: "Failed" },
} as const;

function title(entry: TimelineEntry): string {
  if (entry.kind !== "status") return activityLabels[entry.kind];
  if (!entry.fromStatus) return `Received as ${stageLabels[entry.toStatus ?? "new"]}`;
  return `${stageLabels[entry.fromStatus]} → ${stageLabels[entry.toStatus ?? "new"]}`;
}

/** The lead's working life, newest last: who did what and when, and where each reply's mail stands. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-ink-soft">Nothing yet.</p>;
  return (
    <ol className="grid gap-4" aria-label="Timeline">
      {entries.map((entry) => {
        const Icon = icons[entry.kind];
        const mail = entry.mail ? mailBadges[entry.mail.state] : null;
        return (
          <li key={entry.id} className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3">
            <span className="grid size-8 place-items-center rounded-full bg-paper text-ink-soft ring-1 ring-line" aria-hidden="true">
              {entry.kind === "status" && entry.toStatus === "won" ? <CheckCircle2 className="size-4 text-success" /> : <Icon className="size-4" />}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <strong className="font-semibold text-ink">{title(entry)}</strong>
                {entry.author && <span className="text-ink-soft">by {entry.author}</span>}
                {mail && (
                  <Badge variant={mail.variant} title={entry.mail?.error ?? undefined}>
                    {mail.label}
                  </Badge>
                )}
              </p>
              <time dateTime={entry.at} className="text-xs text-ink-soft">
                {formatDateTime(entry.at)}
              </time>
              {entry.subject && <p className="mt-1 text-sm font-medium text-ink [overflow-wrap:anywhere]">{entry.subject}</p>}
              {entry.body && (
                <p className="mt-1 whitespace-pre-wrap text-sm text-ink [overflow-wrap:anywhere]">{entry.kind === "status" ? `“${entry.body}”` : entry.body}</p>
              )}
              {entry.mail?.state === "failed" && entry.mail.error && <p className="mt-1 text-xs text-danger">Not delivered: {entry.mail.error}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
