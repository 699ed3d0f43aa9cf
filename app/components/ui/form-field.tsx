import { type ComponentProps, useId } from "react";
import { cn } from "../../lib/cn";

type FieldProps = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

/** A labelled input with its error beside it (spec 01 §5: messages next to the field). */
export function Field({ label, error, hint, className, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined}
        className={cn(
          "h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-ink-soft/60 sm:text-sm",
          "focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500",
          "disabled:cursor-not-allowed disabled:bg-paper",
          error ? "border-danger" : "border-line",
        )}
        {...input}
      />
      {hint && !error && <p id={hintId} className="text-xs text-ink-soft">{hint}</p>}
      {error && <p id={errorId} className="text-sm font-medium text-danger">{error}</p>}
    </div>
  );
}
