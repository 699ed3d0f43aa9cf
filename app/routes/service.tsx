import { ArrowRight, BadgeCheck, FileText, Package } from "lucide-react";
import { useEffect } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { company, companyFacts } from "../../content/company";
import { redirects } from "../../content/redirects";
import { serviceById, serviceBySlug, serviceKeywords, serviceSummary } from "../../content/catalogue.server";
import { ConsultationSection } from "../components/leads/consultation-section";
import { CheckList, FaqList, SectionHeader } from "../components/marketing/sections";
import { NotFoundView } from "../components/marketing/not-found-view";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { SERVICE_REDIRECT_MS } from "../../contract/constants";
import { durationInWords } from "../../contract/duration-words";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { Image } from "../components/ui/image";
import { absoluteUrl, pageMeta } from "../lib/site";
import { socialCardPath } from "../lib/social-card";
import type { Route } from "./+types/service";
import { Card } from "../components/ui/card";

const REDIRECT_AFTER_MS = SERVICE_REDIRECT_MS;

// Runs at build time only (prerender): the copy reaches the browser as page data, not as bundled code.
export function loader({ params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  if (!service) return { service: null, related: [], keywords: [] };
  return {
    service,
    related: service.relatedServices.map((id) => serviceSummary(serviceById(id)!)),
    keywords: serviceKeywords(service, company.name),
  };
}

// A menu alias followed inside the app never reaches the server's redirect, so it is resolved here too.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const target = redirects[`/services/${params.slug}`];
  if (target) throw redirect(target);
  return serverLoader();
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const service = loaderData?.service;
  if (!service) {
    return pageMeta({
      title: "Service Not Found",
      description: "This service does not exist or has moved. You will be taken to the full list of our BIM and engineering services.",
      path: "/services",
      noindex: true,
    });
  }
  return pageMeta({
    title: service.metaTitle,
    description: service.metaDescription,
    path: `/services/${service.slug}`,
    keywords: loaderData.keywords,
    image: socialCardPath("services", service.slug),
    imageAlt: `${service.title} by ${company.name}, over a line drawing of the work`,
  });
};

function ServiceNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    // Canceled by the cleanup when the visitor leaves first.
    const timer = window.setTimeout(() => navigate("/services", { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <NotFoundView
      title="Service Not Found"
      text={`We could not find that service. It may have been renamed. You will be taken to the full list of our services in ${durationInWords(REDIRECT_AFTER_MS)}.`}
    >
      <Button asChild>
        <Link to="/services">View all services</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/contact">Ask an engineer</Link>
      </Button>
    </NotFoundView>
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, related } = loaderData;
  if (!service) return <ServiceNotFound />;
  const path = `/services/${service.slug}`;
  const crumbs = [
    { label: "Home", path: "/" },
    { label: "Services", path: "/services" },
    { label: service.title, path },
  ];

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.title,
          serviceType: service.title,
          description: service.description,
          url: absoluteUrl(path),
          image: absoluteUrl(`/images/services/${service.slug}.svg`),
          provider: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
          areaServed: service.regions,
          offers: {
            "@type": "Offer",
            description: service.pricing.description,
            ...(service.pricing.startingAt && { price: service.pricing.startingAt.replace(/[^0-9.]/g, ""), priceCurrency: "USD" }),
          },
        }}
      />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: service.faq.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
        }}
      />

      {/* Hero */}
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:44px_44px]"
        />
        <div className="container-page grid gap-10 py-14 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-20">
          <div>
            <Breadcrumbs items={crumbs} inverse />
            <p className="mt-6 inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-accent-400">
              <Icon name={service.icon} className="size-4" /> {service.tier === "main" ? "Core service" : "Specialist service"}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold leading-tight text-white sm:text-5xl">{service.title}</h1>
            <p className="mt-5 max-w-2xl text-lg leading-8 text-white/80">{service.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <a href="#contact-form">
                  Request a Quote <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button asChild variant="inverse" size="lg">
                <a href="#faq">Read the FAQ</a>
              </Button>
            </div>
          </div>
          <div className="overflow-hidden rounded-2xl border border-white/15 bg-brand-50 shadow-2xl">
            <Image
              src={`/images/services/${service.slug}.svg`}
              alt={`Line illustration of ${service.title.toLowerCase()} work`}
              width={1200}
              height={630}
              loading="eager"
              className="h-auto w-full"
            />
          </div>
        </div>
      </section>

      {/* Overview, highlights and pricing model */}
      <section className="section" aria-labelledby="overview">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <SectionHeader id="overview" eyebrow="Overview" title={`${service.title} for contractors, consultants and owners`} />
            <div className="mt-6 space-y-5 text-[1.0625rem] leading-8 text-ink-soft">
              {service.fullDescription.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-10 rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <p className="flex items-center gap-2 font-semibold text-brand-800">
                <BadgeCheck className="size-5" aria-hidden="true" /> Why clients choose us
              </p>
              <p className="mt-2 leading-7 text-ink">{service.usp}</p>
            </div>
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <Card asChild className="rounded-2xl p-6">
              <div>
                <h3 className="text-lg font-bold">Highlights</h3>
                <CheckList items={service.highlights} className="mt-4 text-[0.9375rem]" />
              </div>
            </Card>
            <div className="rounded-2xl border border-line bg-paper p-6">
              <h3 className="text-lg font-bold">Pricing model</h3>
              <p className="mt-3 text-sm font-semibold uppercase tracking-[0.12em] text-brand-600">{service.pricing.model}</p>
              {service.pricing.startingAt ? (
                <p className="mt-1 text-3xl font-extrabold text-ink">From {service.pricing.startingAt}</p>
              ) : (
                <p className="mt-1 text-2xl font-extrabold text-ink">Quoted per project</p>
              )}
              <p className="mt-3 text-sm leading-6 text-ink-soft">{service.pricing.description}</p>
              <Button asChild className="mt-5 w-full">
                <a href="#contact-form">Get a fixed quote</a>
              </Button>
            </div>
          </aside>
        </div>
      </section>

      {/* Key benefits */}
      <section className="section bg-paper" aria-labelledby="benefits">
        <div className="container-page">
          <SectionHeader id="benefits" eyebrow="Key benefits" title={`What ${service.title} changes on your project`} />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {service.benefits.map((benefit) => (
              <Card asChild key={benefit.title} className="rounded-2xl p-6">
                <li>
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon name={benefit.icon} className="size-5" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold">{benefit.title}</h3>
                  <p className="mt-2 leading-7 text-ink-soft">{benefit.description}</p>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      {/* Features, deliverables, technologies and regional compliance */}
      <section className="section" aria-labelledby="scope">
        <div className="container-page">
          <SectionHeader id="scope" eyebrow="Scope" title="Features, technologies and regional compliance" />
          <div className="mt-10 grid gap-10 lg:grid-cols-2">
            <div>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <FileText className="size-5 text-brand-600" aria-hidden="true" /> What we do
              </h3>
              <CheckList items={service.features} className="mt-5" />
            </div>
            <div>
              <h3 className="flex items-center gap-2 text-xl font-bold">
                <Package className="size-5 text-brand-600" aria-hidden="true" /> What you receive
              </h3>
              <CheckList items={service.deliverables} className="mt-5" />
              <h3 className="mt-10 text-xl font-bold">Software we work in</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {service.technologies.map((tech) => (
                  <li key={tech} className="rounded-full border border-line bg-paper px-3 py-1.5 text-sm font-medium text-ink">
                    {tech}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <h3 className="mt-14 text-xl font-bold">Standards by region</h3>
          <div className="mt-5 overflow-x-auto rounded-2xl border border-line">
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <thead className="bg-paper">
                <tr>
                  <th scope="col" className="w-1/4 px-5 py-3 font-semibold text-ink">
                    Region
                  </th>
                  <th scope="col" className="px-5 py-3 font-semibold text-ink">
                    Standards and requirements we deliver to
                  </th>
                </tr>
              </thead>
              <tbody>
                {service.standards.map((row) => (
                  <tr key={row.region} className="border-t border-line align-top">
                    <th scope="row" className="px-5 py-4 font-semibold text-ink">
                      {row.region}
                    </th>
                    <td className="px-5 py-4 leading-6 text-ink-soft">{row.items}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-5 text-sm text-ink-soft">
            <span className="font-semibold text-ink">Regions served:</span> {service.regions.join(", ")}.
          </p>
        </div>
      </section>

      {/* Case studies */}
      <section className="section bg-paper" aria-labelledby="case-studies">
        <div className="container-page">
          <SectionHeader
            id="case-studies"
            eyebrow="Case studies"
            title="Recent projects"
            lead="Selected projects with the figures our clients reported. Client names are withheld under our confidentiality agreements."
          />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {service.caseStudies.map((study) => (
              <Card asChild key={study.title} className="flex flex-col rounded-2xl p-6">
                <li>
                  <p className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{study.industry}</p>
                  <h3 className="mt-4 text-lg font-bold leading-snug">{study.title}</h3>
                  <p className="mt-3 flex-1 leading-7 text-ink-soft">{study.description}</p>
                  <ul className="mt-5 space-y-2 border-t border-line pt-4">
                    {study.results.map((result) => (
                      <li key={result} className="flex gap-2 text-sm font-semibold text-ink">
                        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {result}
                      </li>
                    ))}
                  </ul>
                </li>
              </Card>
            ))}
          </ul>
          <Link
            to={`/case-studies?service=${service.slug}`}
            className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-800"
          >
            All {service.title} case studies <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      {/* FAQ */}
      <section id="faq" className="section" aria-labelledby="faq-title">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeader
            id="faq-title"
            eyebrow="FAQ"
            title={`${service.title}: questions we are asked`}
            lead={`Something else? Write to ${company.email}; an engineer replies within ${companyFacts.replyWithin}.`}
          />
          <FaqList items={service.faq} />
        </div>
      </section>

      {/* Related services */}
      <section className="section bg-paper" aria-labelledby="related">
        <div className="container-page">
          <SectionHeader id="related" eyebrow="Related services" title="Often ordered together" />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {related.map((item) => (
              <Card asChild key={item.slug} className="flex flex-col rounded-2xl p-6">
                <li>
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold">{item.title}</h3>
                  <p className="mt-2 flex-1 leading-7 text-ink-soft">{item.shortDescription}</p>
                  <Button asChild variant="outline" className="mt-6 self-start">
                    <Link to={item.url}>
                      View {item.title} <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <ConsultationSection title={service.cta.title} lead={service.cta.description} service={service.formValue} eyebrow={service.title} />
    </>
  );
}
