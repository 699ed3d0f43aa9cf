import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const tones = {
  default: "border-line bg-white shadow-sm",
  /** On a dark band (bg-brand-900): a faint glass panel with a light edge. */
  inverse: "border-white/15 bg-white/[0.07]",
} as const;

/** A titled section by default; `asChild` lends the look to the caller's element (a list item, an article, a link). */
export function Card({ className, asChild, tone = "default", ...props }: ComponentProps<"section"> & { asChild?: boolean; tone?: keyof typeof tones }) {
  const Component = asChild ? Slot : "section";
  return <Component className={cn("min-w-0 rounded-xl border", tones[tone], className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 p-5 pb-3 sm:p-6 sm:pb-3", className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-base font-semibold leading-tight text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-ink-soft", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-5 pt-0 sm:p-6 sm:pt-0", className)} {...props} />;
}
