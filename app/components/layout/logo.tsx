import { company } from "../../../content/company";
import { cn } from "../../lib/cn";

/** The firm's mark: three offset strata, drawn inline so it costs no request. */
export function Logo({ inverse = false, className }: { inverse?: boolean; className?: string }) {
  return (
    <span className={cn("flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverse ? "#ffffff" : "#133a80"} />
        <path d="M7 11.5 16 7l9 4.5-9 4.5z" fill="#f59e0b" />
        <path d="m7 16 9 4.5 9-4.5" fill="none" stroke={inverse ? "#133a80" : "#ffffff"} strokeWidth="2" strokeLinejoin="round" />
        <path d="m7 20.5 9 4.5 9-4.5" fill="none" stroke={inverse ? "#133a80" : "#ffffff"} strokeWidth="2" strokeLinejoin="round" opacity=".65" />
      </svg>
      <span className="leading-none">
        <span className={cn("block text-[1.05rem] font-bold tracking-tight", inverse ? "text-white" : "text-ink")}>{company.shortName}</span>
        <span className={cn("block text-[0.68rem] font-medium uppercase tracking-[0.16em]", inverse ? "text-white/70" : "text-ink-soft")}>
          BIM & Engineering
        </span>
      </span>
    </span>
  );
}
