import { ArrowRight, BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import type { CaseStudyEntry } from "../../../contract/content";

/** One project on the case-study index: sector, title, what was done, the measured results and where to read more. */
export function CaseStudyCard({ study }: { study: CaseStudyEntry }) {
  const withArticle = study.href.startsWith("/blog/");
  return (
    <li data-case-study={study.id} data-sector={study.sector} className="flex min-w-0 flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-700">{study.industry}</span>
        {study.services.map((service) => (
          <span key={service.slug} className="rounded-full bg-paper px-2.5 py-0.5 text-ink-soft">
            {service.title}
          </span>
        ))}
      </p>
      <h2 className="mt-4 break-words text-lg font-bold leading-snug">{study.title}</h2>
      <p className="mt-3 flex-1 break-words leading-7 text-ink-soft">{study.summary}</p>
      <ul className="mt-5 space-y-2 border-t border-line pt-4" aria-label="Results">
        {study.results.map((result) => (
          <li key={result} className="flex gap-2 text-sm font-semibold text-ink">
            <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {result}
          </li>
        ))}
      </ul>
      <Link to={study.href} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800">
        {withArticle ? "Read the full case study" : `More on ${study.services[0].title}`}
        <span className="sr-only">: {study.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}
