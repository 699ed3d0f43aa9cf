import { AlertTriangle, ArrowRight, BadgeCheck, Clock, type LucideIcon, PiggyBank, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { company, companyFacts } from "../../content/company";
import { type ServicePromise, servicePromises } from "../../content/services-page";
import { serviceSummary, services } from "../../content/catalogue.server";
import type { ServiceSummary } from "../../contract/service-summary";
import { testimonials } from "../../content/testimonials";
import { QUERY } from "../../contract/constants";
import { PageIntro } from "../components/marketing/page-intro";
import { CtaBand, SectionHeader, Testimonials } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { Spinner } from "../components/ui/spinner";
import { absoluteUrl, pageMeta } from "../lib/site";
import { siteEndpointsOnDemand } from "../lib/contract-on-demand";
import { useEndpointQueryOnDemand } from "../lib/use-endpoint";
import type { Route } from "./+types/services";
import { Card } from "../components/ui/card";

export function loader() {
  return { services: services.map(serviceSummary) };
}

export const meta = () =>
  pageMeta({
    title: "BIM and Engineering Services",
    description:
      "Nine BIM and engineering services for contractors and consultants: BIM modeling, Scan-to-BIM, MEP design and clash detection, structural, rebar and precast detailing.",
    path: "/services",
    keywords: [
      "BIM services",
      "engineering outsourcing",
      "Scan-to-BIM",
      "MEP design",
      "MEP clash detection",
      "structural detailing",
      "rebar detailing",
      "Civil 3D modeling",
      "precast detailing",
      "Revit family creation",
    ],
  });

// Each promise's icon; the words are in content/services-page.ts.
const promiseIcons = { savings: PiggyBank, turnaround: Clock, certified: ShieldCheck, accuracy: BadgeCheck } satisfies Record<ServicePromise["id"], LucideIcon>;
const promises = servicePromises.map((promise) => ({ ...promise, icon: promiseIcons[promise.id] }));

function ServiceCard({ service }: { service: ServiceSummary }) {
  return (
    <Card asChild className="group flex flex-col rounded-2xl p-6 transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md">
      <li>
        <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <Icon name={service.icon} className="size-6" />
        </span>
        <h3 className="mt-5 text-xl font-bold">{service.name}</h3>
        <p className="mt-2 leading-7 text-ink-soft">{service.shortDescription}</p>
        <p className="mt-4 flex-1 border-l-2 border-accent-500 pl-3 text-sm leading-6 text-ink">{service.usp}</p>
        <div className="mt-6 flex items-center justify-between gap-3 border-t border-line pt-4">
          <span className="text-sm text-ink-soft">{service.pricing.startingAt ? `From ${service.pricing.startingAt}` : service.pricing.model}</span>
          <Link to={service.url} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-600 hover:text-brand-800">
            Learn more<span className="sr-only"> about {service.name}</span>{" "}
            <ArrowRight className="size-4 transition group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        </div>
      </li>
    </Card>
  );
}

/** Spec 02 §2: the page shows its built-in content; the live list only adds a loading or error notice. */
function LiveStatus() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = useEndpointQueryOnDemand(
    "/api/services",
    () => siteEndpointsOnDemand().then((site) => site.services),
    { query: { limit: "20" } },
    { staleTime: QUERY.servicesStaleMs, enabled: hydrated },
  );
  if (!hydrated) return null;
  // Held in the grid's top margin: a notice that came and went in the flow would shift every card twice.
  if (query.isPending)
    return (
      <div className="relative">
        <Spinner label="Loading services..." className="absolute inset-x-0 top-2" />
      </div>
    );
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> There was an error loading services. Please try again later.
      </p>
    );
  }
  return null;
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const main = loaderData.services.filter((s) => s.tier === "main");
  const additional = loaderData.services.filter((s) => s.tier === "additional");
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: `${company.name} services`,
          itemListElement: loaderData.services.map((s, i) => ({ "@type": "ListItem", position: i + 1, name: s.name, url: absoluteUrl(s.url) })),
        }}
      />
      <PageIntro
        eyebrow="Services"
        title="BIM and engineering production, delivered to your standards"
        lead={`Nine services run by ${company.figures.experts} engineers and modelers in Hyderabad, London, Dubai, Singapore and Tokyo. Send drawings, a model or a point cloud; get back coordinated, checked work in your templates.`}
      >
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: "Services", path: "/services" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section className="border-b border-line bg-white">
        <ul className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {promises.map(({ icon: PromiseIcon, title, text }) => (
            <li key={title} className="flex gap-4">
              <PromiseIcon className="mt-1 size-6 shrink-0 text-brand-600" aria-hidden="true" />
              <div>
                <p className="font-semibold text-ink">{title}</p>
                <p className="mt-1 text-sm leading-6 text-ink-soft">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="section bg-paper" aria-labelledby="main-services">
        <div className="container-page">
          <SectionHeader
            id="main-services"
            eyebrow="Core services"
            title="Six services most of our clients start with"
            lead="Model production, coordination and detailing for buildings and structures, from design development to fabrication."
          />
          <LiveStatus />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {main.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
          <div className="mt-20">
            <SectionHeader
              id="additional-services"
              eyebrow="Specialist services"
              title="Three specialist services"
              lead="Content, infrastructure and precast work for manufacturers, civil contractors and precast producers."
            />
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {additional.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials">
        <div className="container-page">
          <SectionHeader id="testimonials" eyebrow="Testimonials" title="What contractors and engineers say" align="center" />
          <div className="mt-12">
            <Testimonials items={testimonials} />
          </div>
        </div>
      </section>

      <CtaBand
        id="quote"
        title="Get a fixed quote for your next package"
        text={`Share drawings, a model or a scope note. An engineer replies within ${companyFacts.replyWithin} with questions, an approach, a schedule and a price.`}
      >
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">
            Request a Quote <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to="/why-choose-us">Why choose us</Link>
        </Button>
      </CtaBand>
    </>
  );
}
