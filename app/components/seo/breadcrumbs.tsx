import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { absoluteUrl } from "../../lib/site";
import { JsonLd } from "./json-ld";

export type Crumb = { label: string; path: string };

/** Spec 02 breadcrumb helper: a visible trail only for 2+ items, the last marked current, absolute URLs in JSON-LD. */
export function Breadcrumbs({ items, inverse = false, className }: { items: Crumb[]; inverse?: boolean; className?: string }) {
  if (items.length < 2) return null;
  return (
    <>
      <nav aria-label="Breadcrumb" className={className}>
        <ol className={cn("flex flex-wrap items-center gap-1.5 text-sm", inverse ? "text-white/70" : "text-ink-soft")}>
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.path} className="flex items-center gap-1.5">
                {last ? (
                  <span aria-current="page" className={cn("line-clamp-1 font-medium", inverse ? "text-white" : "text-ink")}>
                    {item.label}
                  </span>
                ) : (
                  <Link to={item.path} className={inverse ? "hover:text-white" : "hover:text-brand-700"}>
                    {item.label}
                  </Link>
                )}
                {!last && <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(items)} />
    </>
  );
}

function breadcrumbList(items: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.label, item: absoluteUrl(item.path) })),
  };
}
