import type { LucideIcon } from "lucide-react";
import { Card } from "./card";

/** One headline figure: label, number, a line of context. */
export function StatCard({ label, value, detail, icon: Icon }: { label: string; value: string | number; detail: string; icon: LucideIcon }) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-soft">{label}</p>
        <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-600">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-ink-soft">{detail}</p>
    </Card>
  );
}
