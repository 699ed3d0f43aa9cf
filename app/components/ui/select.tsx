import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { controlClass } from "./control-styles";

/** A native select, styled: the platform's own picker is the most usable one on phones and with the keyboard. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={controlClass(props["aria-invalid"], `h-11 appearance-none pr-10 ${className ?? ""}`)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft" />
    </div>
  );
}
