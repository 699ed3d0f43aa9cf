import { Link } from "react-router";
import { type CaseStudyFilter, caseStudyFilterHref } from "../../lib/case-studies";
import { cn } from "../../lib/cn";

type Option = { value: string; label: string };

const pill = "inline-flex min-h-10 items-center rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors";

/** One row of filter links; the chosen one is marked as the current page. */
function FilterGroup({ label, name, options, filter }: { label: string; name: keyof CaseStudyFilter; options: Option[]; filter: CaseStudyFilter }) {
  return (
    <nav aria-label={`Filter by ${label.toLowerCase()}`} className="min-w-0">
      <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">{label}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {[{ value: "", label: `All ${label.toLowerCase()}s` }, ...options].map((option) => {
          const current = filter[name] === option.value;
          return (
            <li key={option.value || "all"}>
              <Link
                to={caseStudyFilterHref(filter, { [name]: option.value })}
                preventScrollReset
                replace
                aria-current={current ? "page" : undefined}
                className={cn(
                  pill,
                  current ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Sector and service filters for /case-studies, as links: they work as plain addresses too. */
export function CaseStudyFilters({ filter, sectors, services }: { filter: CaseStudyFilter; sectors: Option[]; services: Option[] }) {
  return (
    <div className="grid gap-6">
      <FilterGroup label="Sector" name="sector" options={sectors} filter={filter} />
      <FilterGroup label="Service" name="service" options={services} filter={filter} />
    </div>
  );
}
