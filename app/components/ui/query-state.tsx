import { AlertTriangle, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Spinner } from "./spinner";

export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("grid min-h-32 place-items-center p-6", className)}>
      <Spinner label={label} />
    </div>
  );
}

export function EmptyState({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn("grid min-h-32 place-items-center gap-2 p-6 text-center", className)}>
      <Inbox className="size-8 text-ink-soft/50" aria-hidden="true" />
      <p className="font-medium text-ink">{title}</p>
      {children && <div className="text-sm text-ink-soft">{children}</div>}
    </div>
  );
}

export function ErrorState({ message, onRetry, className }: { message: string; onRetry?: () => void; className?: string }) {
  return (
    <div role="alert" className={cn("grid min-h-32 place-items-center gap-3 p-6 text-center", className)}>
      <AlertTriangle className="size-8 text-danger" aria-hidden="true" />
      <p className="text-sm text-ink">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
