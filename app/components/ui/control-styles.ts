import { cn } from "../../lib/cn";

/** The look every text-like control shares: input, textarea, select. */
export function controlClass(invalid: boolean | "true" | "false" | "grammar" | "spelling" | undefined, className?: string) {
  return cn(
    "w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm transition-colors placeholder:text-ink-soft/60 sm:text-sm",
    "focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500",
    "disabled:cursor-not-allowed disabled:bg-paper",
    invalid && invalid !== "false" ? "border-danger" : "border-line",
    className,
  );
}
