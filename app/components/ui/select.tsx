import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { controlClass } from "./input";

/** The native select, styled: keyboard and screen readers get the platform's own control. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, "pr-8", className)} {...props} />;
}
