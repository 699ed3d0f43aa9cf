import { LoaderCircle } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center gap-3 text-ink-soft", className)}>
      <LoaderCircle className="size-6 animate-spin text-brand-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
