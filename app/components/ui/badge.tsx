import { type VariantProps, cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const badgeVariants = cva("inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      neutral: "bg-paper text-ink-soft ring-1 ring-line ring-inset",
      brand: "bg-brand-50 text-brand-700",
      accent: "bg-accent-400/25 text-amber-800",
      success: "bg-green-50 text-success",
      danger: "bg-red-50 text-danger",
      outline: "text-ink ring-1 ring-line ring-inset",
    },
  },
  defaultVariants: { variant: "neutral" },
});

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
