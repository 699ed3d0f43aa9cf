import type { CaseStudyEntry } from "../../contract/content";

/** The index's filter as the address carries it: ?sector=…&service=…; empty means all. */
export type CaseStudyFilter = { sector: string; service: string };

export const NO_CASE_STUDY_FILTER: CaseStudyFilter = { sector: "", service: "" };

export function readCaseStudyFilter(params: URLSearchParams): CaseStudyFilter {
  return { sector: params.get("sector") ?? "", service: params.get("service") ?? "" };
}

/** The case studies in the sector and for the service chosen; both must hold. */
export function filterCaseStudies<T extends Pick<CaseStudyEntry, "sector" | "services">>(list: readonly T[], filter: CaseStudyFilter): T[] {
  return list.filter(
    (study) => (!filter.sector || study.sector === filter.sector) && (!filter.service || study.services.some((s) => s.slug === filter.service)),
  );
}

/** The address of the index with one part of the filter changed and the other kept. */
export function caseStudyFilterHref(current: CaseStudyFilter, change: Partial<CaseStudyFilter>): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.sector) params.set("sector", next.sector);
  if (next.service) params.set("service", next.service);
  const query = params.toString();
  return query ? `/case-studies?${query}` : "/case-studies";
}
