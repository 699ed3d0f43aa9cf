import { ArrowRight, CalendarDays, CheckCircle2, FileSearch } from "lucide-react";
import { useState } from "react";
import { Link, type LinksFunction } from "react-router";
import { company, companyFacts, supportHoursSpecification } from "../../content/company";
import { findPost } from "../../content/blog.server";
import { capabilities, homeFaq, homeReasons, insightSlugs, methodology, partners, trustTiles } from "../../content/home";
import { serviceIndex } from "../../content/service-index";
import { testimonials } from "../../content/testimonials";
import { ConsultationSection } from "../components/leads/consultation-section";
import { HomeCaseStudies } from "../components/marketing/case-study-tabs";
import { Island } from "../islands/island";
import { HomeHero } from "../components/marketing/home-hero";
import { FaqList, SectionHeader, Testimonials } from "../components/marketing/sections";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { Image } from "../components/ui/image";
import { ExitIntent } from "../components/widgets/exit-intent";
import { cn } from "../lib/cn";
import { jumpTo } from "../lib/scroll";
import { absoluteUrl, pageMeta } from "../lib/site";
import type { Route } from "./+types/home";
import { Card } from "../components/ui/card";

// Runs at build time only (prerender): the cards carry the articles' own titles, excerpts and reading times.
export function loader() {
  const insights = insightSlugs.map((slug) => {
    const post = findPost(slug);
    if (!post) throw new Error(`content/home.ts: no article with the slug "${slug}"`);
    const { title, excerpt, category, date, isoDate, author, image, readingMinutes } = post;
    return { slug, title, excerpt, category, date, isoDate, author: author.name, image, readingMinutes };
  });
  return { insights };
}

type Insight = Route.ComponentProps["loaderData"]["insights"][number];

// Spec 02 §2: the hero's critical stylesheet is attached while the hero is shown.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: "/styles/hero-critical.css" }];

export const meta = () =>
  pageMeta({
    title: `${company.name}: BIM and Engineering Outsourcing`,
    description: `BIM modeling, Scan-to-BIM, MEP design, clash detection, structural, rebar and precast detailing and Civil 3D. Up to ${companyFacts.savings.ceiling} lower cost, 99% accuracy, ISO 9001.`,
    path: "/",
    keywords: [
      "BIM outsourcing",
      "BIM services",
      "Scan to BIM",
      "MEP design",
      "MEP clash detection",
      "rebar detailing",
      "structural detailing",
      "precast detailing",
      "Civil 3D",
      "Revit family creation",
      "engineering outsourcing India",
    ],
  });

const hq = company.headquarters;

function structuredData() {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": absoluteUrl("/#organization"),
      name: company.name,
      legalName: company.legalName,
      url: absoluteUrl("/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(company.logo.path), width: company.logo.width, height: company.logo.height },
      image: absoluteUrl("/images/og-default.png"),
      description: company.tagline,
      foundingDate: String(company.founded),
      email: company.email,
      telephone: company.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: hq.street,
        addressLocality: hq.city,
        addressRegion: "Telangana",
        postalCode: "500081",
        addressCountry: hq.countryCode,
      },
      contactPoint: [
        {
          "@type": "ContactPoint",
          contactType: "sales",
          email: company.email,
          telephone: company.phone,
          availableLanguage: company.languages,
          hoursAvailable: supportHoursSpecification,
        },
      ],
      areaServed: ["US", "GB", "AE", "CA", "AU", "EU", "IN"],
      hasCredential: company.certifications.map((name) => ({ "@type": "EducationalOccupationalCredential", name })),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": absoluteUrl("/#website"),
      name: company.name,
      url: absoluteUrl("/"),
      inLanguage: "en",
      publisher: { "@id": absoluteUrl("/#organization") },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: homeFaq.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
    },
  ];
}

function InsightCard({ post }: { post: Insight }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Card asChild className="group relative flex flex-col overflow-hidden rounded-2xl transition hover:shadow-md">
      <li>
        {/* A failed image is hidden but keeps its box, so nothing below it moves. */}
        <div className="aspect-[1200/630] bg-brand-50">
          <Image
            src={post.image}
            alt=""
            width={1200}
            height={630}
            className={cn("h-full w-full object-cover", imageFailed && "invisible")}
            onError={() => {
              console.error("Blog card image failed", post.slug);
              setImageFailed(true);
            }}
          />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.12em] text-brand-600">
            {post.category}
            <span className="text-ink-soft normal-case tracking-normal">· {post.readingMinutes} min read</span>
          </p>
          <h3 className="mt-3 text-lg font-bold leading-snug">
            <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
              {post.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 leading-7 text-ink-soft">{post.excerpt}</p>
          <p className="mt-5 flex items-center gap-2 text-sm text-ink-soft">
            <CalendarDays className="size-4" aria-hidden="true" />
            <time dateTime={post.isoDate}>{post.date}</time> · {post.author}
          </p>
        </div>
      </li>
    </Card>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={structuredData()} />
      <HomeHero />

      {/* Trust strip */}
      <section aria-label="Why clients trust us" className="border-b border-line bg-white">
        <ul className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 lg:grid-cols-4">
          {trustTiles.map((tile) => (
            <li key={tile.label} className="flex items-start gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={tile.icon} className="size-5" />
              </span>
              <div>
                <p className="text-lg font-bold text-ink sm:text-xl">{tile.value}</p>
                <p className="text-sm leading-6 text-ink-soft">{tile.label}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* Services */}
      <section id="services" className="section bg-paper" aria-labelledby="services-title">
        <div className="container-page">
          <SectionHeader
            id="services-title"
            eyebrow="Services"
            title="Nine disciplines, one production team"
            lead="From LOD 300 coordination models to shop drawings and bar bending schedules, delivered in your templates and to your standards."
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceIndex.map((service) => (
              <li key={service.slug}>
                <Card asChild className="group flex h-full items-center gap-4 rounded-xl p-5 transition hover:border-brand-500 hover:shadow-md shadow-none">
                  <Link to={`/services/${service.slug}`}>
                    <span className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-600">
                      <Icon name={service.icon} className="size-5" />
                    </span>
                    <span className="font-semibold">{service.title}</span>
                    <ArrowRight className="ml-auto size-4 text-ink-soft transition group-hover:translate-x-1 group-hover:text-brand-600" aria-hidden="true" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" className="mt-8">
            <Link to="/services">
              Compare all services <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      {/* Why outsource to us */}
      <section className="section" aria-labelledby="why-title">
        <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
          <SectionHeader
            id="why-title"
            eyebrow="Why Stratum"
            title="An extension of your team, not a black box"
            lead={`You keep design authority and the client relationship. We supply the production capacity: engineers who work in your templates, answer within ${companyFacts.replyWithin} and stay on the project until handover.`}
          />
          <ul className="grid gap-4 sm:grid-cols-2">
            {homeReasons.map(({ title, text }) => (
              <Card asChild key={title} className="rounded-2xl p-5">
                <li>
                  <CheckCircle2 className="size-5 text-brand-500" aria-hidden="true" />
                  <h3 className="mt-3 font-bold">{title}</h3>
                  <p className="mt-1 text-sm leading-6 text-ink-soft">{text}</p>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      {/* Lead magnet */}
      <section id="lead-magnet" className="bg-brand-50" aria-labelledby="lead-magnet-title">
        <div className="container-page grid gap-8 py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="eyebrow flex items-center gap-2">
              <FileSearch className="size-4" aria-hidden="true" /> Free project assessment
            </p>
            <h2 id="lead-magnet-title" className="mt-3 text-2xl font-bold sm:text-3xl">
              Send one package. Get a written assessment in {companyFacts.assessmentWithin}.
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-ink-soft">
              Share drawings, a model or a point cloud for one live package. A senior engineer reviews it and sends back the recommended LOD, the risks we see,
              a production schedule and a fixed price, with no obligation.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 lg:justify-end">
            <Button asChild size="lg">
              <Link to="/contact">
                Request the assessment <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      {/* Methodology */}
      <section className="section" aria-labelledby="method-title">
        <div className="container-page">
          <SectionHeader
            id="method-title"
            eyebrow="How we work"
            title="A six-step methodology built for predictable delivery"
            lead={`The same process on a one-week family library and a twelve-month hospital coordination job, which is why clients typically save ${companyFacts.savings.typical} without surprises.`}
            align="center"
          />
          <ol className="relative mx-auto mt-14 max-w-4xl before:absolute before:bottom-6 before:left-6 before:top-6 before:w-px before:bg-brand-200 md:before:left-1/2">
            {methodology.map((step, index) => (
              <li
                key={step.number}
                className={cn("relative grid gap-4 pb-10 pl-20 last:pb-0 md:w-1/2 md:pl-0", index % 2 === 0 ? "md:pr-14 md:text-right" : "md:ml-auto md:pl-14")}
              >
                <span
                  className={cn(
                    "absolute left-0 top-0 grid size-12 place-items-center rounded-full border-4 border-white bg-brand-50 shadow ring-1 ring-brand-200",
                    step.iconColor,
                    index % 2 === 0 ? "md:left-auto md:-right-6" : "md:-left-6",
                  )}
                >
                  <Icon name={step.icon} className="size-5" />
                </span>
                <Card asChild className="rounded-2xl p-6">
                  <div>
                    <p className="text-sm font-semibold text-brand-600">Step {step.number}</p>
                    <h3 className="mt-1 text-xl font-bold">{step.title}</h3>
                    <p className="mt-2 leading-7 text-ink-soft">{step.description}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <Button asChild variant="accent" size="lg">
              <a href="#contact" onClick={jumpTo("contact")}>
                Start Your Project Today <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
      </section>

      {/* Case studies */}
      <section className="section bg-paper" aria-labelledby="cases-title">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeader
              id="cases-title"
              eyebrow="Case studies"
              title="Results by industry"
              lead="Three recent projects, with the figures our clients measured."
            />
            <Link to="/case-studies" className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-800">
              View All Case Studies <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <Island name="case-study-tabs">
            <HomeCaseStudies />
          </Island>
        </div>
      </section>

      {/* Testimonials */}
      <section className="section" aria-labelledby="testimonials-title">
        <div className="container-page">
          <SectionHeader id="testimonials-title" eyebrow="Testimonials" title="Trusted by contractors, engineers and owners" align="center" />
          <div className="mt-12">
            <Testimonials items={testimonials} />
          </div>
        </div>
      </section>

      {/* Technology partners and capabilities */}
      <section className="section bg-brand-900 text-white" aria-labelledby="tech-title">
        <div className="container-page">
          <SectionHeader
            id="tech-title"
            eyebrow="Technology"
            title="The software your project already runs on"
            lead="Our teams are trained and certified on the platforms contractors, consultants and fabricators use, so files move both ways without conversion losses."
            inverse
          />
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {partners.map((partner) => (
              <Card asChild tone="inverse" key={partner.id} className="flex flex-col rounded-2xl bg-white/[0.06] p-5">
                <li>
                  <Icon name={partner.icon} className="size-7 text-accent-400" />
                  <h3 className="mt-4 text-lg font-bold text-white">{partner.name}</h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-white/75">{partner.description}</p>
                  <p className="mt-4 inline-flex self-start rounded-full bg-accent-500/15 px-2.5 py-1 text-xs font-semibold text-accent-400">
                    {partner.certificationType}
                  </p>
                </li>
              </Card>
            ))}
          </ul>
          <div className="mt-14 grid gap-8 md:grid-cols-3">
            {capabilities.map((column) => (
              <div key={column.title}>
                <h3 className="flex items-center gap-2 text-lg font-bold text-white">
                  <Icon name={column.icon} className="size-5 text-accent-400" />
                  {column.title}
                </h3>
                <ul className="mt-4 space-y-2.5">
                  {column.items.map((item) => (
                    <li key={item} className="flex gap-2 text-sm leading-6 text-white/80">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-200" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      {/* Latest insights */}
      <section className="section" aria-labelledby="insights-title">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeader id="insights-title" eyebrow="Latest insights" title="Engineering notes from our teams" />
            <Link to="/blog" className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-800">
              View All Articles <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {loaderData.insights.map((post) => (
              <InsightCard key={post.slug} post={post} />
            ))}
          </ul>
        </div>
      </section>

      {/* FAQ */}
      <section className="section bg-paper" aria-labelledby="faq-title">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeader
            id="faq-title"
            eyebrow="FAQ"
            title="Questions contractors and engineers ask first"
            lead="Cost, scope, turnaround, international work and accuracy, answered plainly."
          />
          <FaqList items={homeFaq} />
        </div>
      </section>

      <ConsultationSection
        title="Get a free assessment of your next package"
        lead={`Send drawings, a model or a scope note. An engineer replies within ${companyFacts.replyWithin} with an approach, a schedule and a fixed quote.`}
      />
      <Island name="exit-intent" props={{ variant: "standard", target: "#contact" }}>
        <ExitIntent variant="standard" target="#contact" />
      </Island>
    </>
  );
}
