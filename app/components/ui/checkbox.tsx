import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** A native checkbox in the brand color: form libraries and the keyboard treat it as the real thing it is. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      className={cn(
        "mt-0.5 size-4 shrink-0 rounded border-line accent-brand-600",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
        props["aria-invalid"] && "outline-2 outline-offset-1 outline-danger",
        className,
      )}
      {...props}
    />
  );
}
