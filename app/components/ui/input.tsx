import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const controlClass = cn(
  "h-10 rounded-lg border border-line bg-white px-3 text-base text-ink shadow-sm placeholder:text-ink-soft/60 sm:text-sm",
  "focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:bg-paper",
);

/** A bare input for toolbars; forms use Field, which brings its label and error. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, className)} {...props} />;
}
