import { Link } from "react-router";
import { type ProjectSummary, projectStatusLabels } from "../../../contract/portal";
import { formatCalendarDay } from "../../../contract/dates";

export function Progress({ percent, label }: { percent: number; label: string }) {
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

/** Projects with their progress; percent complete is milestones done, and a project without milestones says so. */
export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  return (
    <ul className="grid gap-5">
      {projects.map((p) => (
        <li key={p.id} className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/projects/${p.id}`} className="font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline">
              {p.name}
            </Link>
            <span className="text-sm font-semibold tabular-nums text-ink">
              {p.percentComplete === null ? "No milestones yet" : `${p.percentComplete}% complete`}
            </span>
          </div>
          <Progress percent={p.percentComplete ?? 0} label={`${p.name} progress`} />
          <p className="flex flex-wrap gap-x-3 text-xs text-ink-soft">
            <span className="font-mono">{p.code}</span>
            <span>{p.stage}</span>
            <span>Due {formatCalendarDay(p.dueDate)}</span>
            <span>{projectStatusLabels[p.status]}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
