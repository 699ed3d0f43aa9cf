import { Link, useSearchParams } from "react-router";
import { caseStudyIndex } from "../../content/case-studies.server";
import { company, companyFacts } from "../../content/company";
import { serviceIndex } from "../../content/service-index";
import { caseStudySectors } from "../../contract/case-study-sectors";
import { CaseStudyCard } from "../components/marketing/case-study-card";
import { CaseStudyFilters } from "../components/marketing/case-study-filters";
import { PageIntro } from "../components/marketing/page-intro";
import { CtaBand } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { filterCaseStudies, NO_CASE_STUDY_FILTER, readCaseStudyFilter } from "../lib/case-studies";
import { absoluteUrl, pageMeta } from "../lib/site";
import { useHydrated } from "../lib/use-hydrated";
import type { Route } from "./+types/case-studies";

const TITLE = "Case Studies";
const LEAD =
  "Projects we have modeled, coordinated and detailed for contractors, consultants, fabricators and manufacturers, with the results our clients measured. Filter by sector or by service.";

// Runs at build time: the index ships as data; filtering happens in the browser.
export const loader = () => ({ studies: caseStudyIndex() });
export const shouldRevalidate = () => false;

export const meta = () =>
  pageMeta({
    title: TITLE,
    description:
      "BIM, MEP coordination, Scan-to-BIM, structural, rebar and precast detailing and Civil 3D case studies by sector and service, with measured results.",
    path: "/case-studies",
    keywords: ["BIM case studies", "MEP coordination case study", "rebar detailing projects", "Scan-to-BIM projects", "engineering outsourcing results"],
  });

const sectorOptions = caseStudySectors.map((s) => ({ value: s.slug, label: s.label }));
const serviceOptions = serviceIndex.map((s) => ({ value: s.slug, label: s.title }));

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies } = loaderData;
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // The static HTML lists everything; the address's filter applies from the first render after hydration.
  const filter = hydrated ? readCaseStudyFilter(params) : NO_CASE_STUDY_FILTER;
  const shown = filterCaseStudies(studies, filter);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: `${TITLE} | ${company.name}`,
          url: absoluteUrl("/case-studies"),
          mainEntity: {
            "@type": "ItemList",
            numberOfItems: studies.length,
            itemListElement: studies.map((s, i) => ({ "@type": "ListItem", position: i + 1, name: s.title, url: absoluteUrl(s.href) })),
          },
        }}
      />
      <PageIntro eyebrow="Case studies" title={TITLE} lead={LEAD}>
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: TITLE, path: "/case-studies" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section aria-label="Filter case studies" className="border-b border-line bg-paper">
        <div className="container-page py-8">
          <CaseStudyFilters filter={filter} sectors={sectorOptions} services={serviceOptions} />
        </div>
      </section>

      <section className="py-10 sm:py-14" aria-labelledby="case-study-count">
        <div className="container-page">
          <p id="case-study-count" className="text-sm font-semibold text-ink-soft" aria-live="polite">
            {shown.length === studies.length ? `All ${studies.length} case studies` : `${shown.length} of ${studies.length} case studies`}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Case studies">
              {shown.map((study) => (
                <CaseStudyCard key={study.id} study={study} />
              ))}
            </ul>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-line p-10 text-center">
              <p className="text-lg font-semibold">No case study matches both filters yet.</p>
              <p className="mt-2 text-ink-soft">Try the sector or the service on its own, or ask us about similar work.</p>
              <Button asChild variant="outline" className="mt-6">
                <Link to="/case-studies" preventScrollReset replace>
                  Clear filters
                </Link>
              </Button>
            </div>
          )}
        </div>
      </section>

      <CtaBand
        title="Have a project like these?"
        text={`Send drawings, a model or a point cloud. A senior engineer replies within ${companyFacts.replyWithin} with an approach, a schedule and a fixed quote.`}
      >
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">Request a consultation</Link>
        </Button>
      </CtaBand>
    </>
  );
}
