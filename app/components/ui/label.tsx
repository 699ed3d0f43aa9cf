import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A form label; `required` adds the spec's asterisk, hidden from screen readers (the control says it). */
export function Label({ className, required, children, ...props }: ComponentProps<"label"> & { required?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor (Field always does).
    <label className={cn("text-sm font-medium text-ink", className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      )}
    </label>
  );
}
