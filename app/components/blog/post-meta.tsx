import { CalendarDays, Clock, UserRound } from "lucide-react";
import { cn } from "../../lib/cn";

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-200",
        className,
      )}
    >
      {category}
    </span>
  );
}

export function TagList({ tags, limit, className, inverse = false }: { tags: readonly string[]; limit?: number; className?: string; inverse?: boolean }) {
  const shown = limit ? tags.slice(0, limit) : tags;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-1.5", className)}>
      {shown.map((tag) => (
        <li
          key={tag}
          className={cn(
            "rounded-md px-2 py-0.5 text-xs font-medium",
            inverse ? "bg-white/10 text-white/85 ring-1 ring-inset ring-white/20" : "bg-paper text-ink-soft ring-1 ring-inset ring-line",
          )}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function PostDate({ iso, label, className }: { iso: string; label: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
      <time dateTime={iso}>{label}</time>
    </span>
  );
}

export function PostAuthor({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <UserRound className="size-4 shrink-0" aria-hidden="true" />
      {name}
    </span>
  );
}

export function ReadingTime({ minutes, className }: { minutes: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {minutes} min read
    </span>
  );
}
