import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    // A table wider than a phone scrolls sideways; keyboard users reach that scroll by focusing the region.
    // biome-ignore format: the lint suppression below must stay on the element's first line
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1), and it is named
    <section aria-label={props["aria-label"]} tabIndex={0} className="relative w-full overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:outline-brand-500">
      <table className={cn("w-full caption-bottom border-collapse text-left text-sm", className)} {...props} />
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-paper [&_tr]:border-b [&_tr]:border-line", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b border-line transition-colors hover:bg-paper/60", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("h-10 whitespace-nowrap px-3 text-xs font-semibold uppercase tracking-wide text-ink-soft", className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-3 align-middle text-ink", className)} {...props} />;
}
