import { ArrowRight, Building2, Clock, Globe2, Headphones, Lightbulb, type LucideIcon, Mail, MapPin, PiggyBank } from "lucide-react";
import { Link } from "react-router";
import { company, companyFacts, supportHoursSpecification } from "../../content/company";
import { type ContactBenefit, contactBenefits, contactFaqs, contactPhases } from "../../content/contact";
import { testimonials } from "../../content/testimonials";
import { InquiryForm } from "../components/leads/inquiry-form";
import { PageIntro } from "../components/marketing/page-intro";
import { CtaBand, SectionHeader, StatGrid, Testimonials } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { Button } from "../components/ui/button";
import { scrollToSection } from "../lib/scroll";
import { absoluteUrl, pageMeta } from "../lib/site";
import { Card } from "../components/ui/card";

export const meta = () =>
  pageMeta({
    title: "Request a Free Consultation",
    description: `Tell us about your BIM or engineering project. A senior engineer replies within ${companyFacts.replyWithin} with an approach, a schedule and a fixed quote.`,
    path: "/contact",
    keywords: ["BIM consultation", "engineering outsourcing quote", "contact Stratum BIM", "BIM services quote", "free project assessment"],
  });

const hq = company.headquarters;

// Each promise's icon; the words are in content/contact.ts.
const benefitIcons = { cost: PiggyBank, coordinator: Headphones, expertise: Lightbulb } satisfies Record<ContactBenefit["id"], LucideIcon>;

const toForm = (event: React.MouseEvent) => {
  event.preventDefault();
  scrollToSection("consultation");
};

export default function ContactPage() {
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "ContactPage",
          name: `Contact ${company.name}`,
          url: absoluteUrl("/contact"),
          inLanguage: ["en", "hi"],
          mainEntity: {
            "@type": "Organization",
            name: company.name,
            url: absoluteUrl("/"),
            email: company.email,
            telephone: company.phone,
            address: { "@type": "PostalAddress", streetAddress: hq.street, addressLocality: hq.city, postalCode: "500081", addressCountry: hq.countryCode },
            contactPoint: {
              "@type": "ContactPoint",
              contactType: "customer service",
              email: company.email,
              telephone: company.phone,
              availableLanguage: ["English", "Hindi"],
              hoursAvailable: supportHoursSpecification,
            },
          },
        }}
      />
      <PageIntro
        eyebrow="Contact"
        title="Request a Free Consultation"
        lead={`Tell us about your project. A senior engineer replies within ${companyFacts.replyWithin} with an approach, a schedule and a fixed quote.`}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <a href="#consultation" onClick={toForm}>
              Start your consultation <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <Link to="/case-studies">Read our success stories</Link>
          </Button>
        </div>
        <div className="mt-10 max-w-3xl">
          <StatGrid
            inverse
            columns={3}
            items={[
              { value: `Up to ${companyFacts.savings.ceiling}`, label: "Lower engineering cost" },
              { value: "24 h", label: "Reply to every inquiry" },
              { value: companyFacts.projectsDelivered, label: "Projects delivered since 2017" },
            ]}
          />
        </div>
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: "Contact", path: "/contact" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section className="border-b border-line bg-white">
        <ul className="container-page grid gap-6 py-10 md:grid-cols-3">
          {contactBenefits.map(({ id, title, text }) => {
            const BenefitIcon = benefitIcons[id];
            return (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-600">
                  <BenefitIcon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="font-bold text-ink">{title}</h2>
                  <p className="mt-1 text-sm leading-6 text-ink-soft">{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="consultation" className="section bg-paper" aria-labelledby="consultation-title">
        <div className="container-page grid gap-8 lg:grid-cols-[1.5fr_1fr]">
          <Card asChild className="self-start rounded-2xl p-6 sm:p-8">
            <div data-slot="consultation-form">
              <InquiryForm />
            </div>
          </Card>
          <aside className="space-y-5">
            <Card asChild className="rounded-2xl p-6 shadow-none">
              <div>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <Building2 className="size-5 text-brand-600" aria-hidden="true" />
                  Headquarters
                </h2>
                <address className="mt-3 not-italic leading-7 text-ink-soft">
                  {company.legalName}
                  <br />
                  {hq.street}
                  <br />
                  {hq.locality}, {hq.country}
                </address>
                <p className="mt-3 flex items-center gap-2 text-sm text-ink-soft">
                  <Clock className="size-4" aria-hidden="true" />
                  {company.hours} {companyFacts.supportHours.timeZone}
                </p>
              </div>
            </Card>
            <Card asChild className="rounded-2xl p-6 shadow-none">
              <div>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <Mail className="size-5 text-brand-600" aria-hidden="true" />
                  Email us
                </h2>
                <a href={`mailto:${company.email}`} className="mt-2 block font-semibold text-brand-600 hover:underline">
                  {company.email}
                </a>
                <p className="mt-1 text-sm text-ink-soft">{company.responsePromise}</p>
              </div>
            </Card>
            <Card asChild className="rounded-2xl p-6 shadow-none">
              <div>
                <h2 className="flex items-center gap-2 text-lg font-bold">
                  <MapPin className="size-5 text-brand-600" aria-hidden="true" />
                  Offices
                </h2>
                <ul className="mt-3 space-y-2 text-sm text-ink-soft">
                  {company.offices.map((o) => (
                    <li key={o.city}>
                      <strong className="text-ink">{o.city}</strong>, {o.district}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
            <div className="rounded-2xl bg-brand-900 p-6 text-white">
              <h2 className="flex items-center gap-2 text-lg font-bold text-white">
                <Globe2 className="size-5 text-accent-400" aria-hidden="true" />
                Global presence
              </h2>
              <p className="mt-2 text-sm leading-6 text-white/80">
                Projects for clients in {company.figures.countries} countries across North America, Europe, the Middle East and Asia-Pacific.
              </p>
              <Link to="/services" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-400 hover:text-white">
                See our services <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="process">
        <div className="container-page">
          <SectionHeader id="process" eyebrow="Process" title="What happens after you get in touch" align="center" />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {contactPhases.map((phase, index) => (
              <Card asChild key={phase.title} className="rounded-2xl p-6">
                <li>
                  <p className="text-sm font-semibold text-brand-600">Phase {index + 1}</p>
                  <h3 className="mt-1 text-xl font-bold">{phase.title}</h3>
                  <ul className="mt-4 space-y-2 text-sm leading-6 text-ink-soft">
                    {phase.points.map((p) => (
                      <li key={p} className="flex gap-2">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                        {p}
                      </li>
                    ))}
                  </ul>
                </li>
              </Card>
            ))}
          </ol>
          <div className="mt-10 text-center">
            <Button asChild size="lg">
              <a href="#consultation" onClick={toForm}>
                Start with a consultation
              </a>
            </Button>
          </div>
        </div>
      </section>

      <section className="section bg-paper" aria-labelledby="contact-testimonials">
        <div className="container-page">
          <SectionHeader id="contact-testimonials" eyebrow="Testimonials" title="Clients on working with us" align="center" />
          <div className="mt-12">
            <Testimonials items={testimonials} />
          </div>
          <div className="mt-10 text-center">
            <Link to="/about" className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-800">
              More about our company <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="contact-faq">
        <div className="container-page">
          <SectionHeader id="contact-faq" eyebrow="FAQ" title="Before you send your project" align="center" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {contactFaqs.map((item) => (
              <Card asChild key={item.q} className="rounded-2xl p-6">
                <li>
                  <h3 className="text-lg font-bold">{item.q}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{item.a}</p>
                </li>
              </Card>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Button asChild variant="outline" size="lg">
              <a href="#consultation" onClick={toForm}>
                Ask your own question
              </a>
            </Button>
          </div>
        </div>
      </section>

      <CtaBand title="Ready when your next package is" text={`Send your drawings today and get a fixed quote within ${companyFacts.replyWithin}.`}>
        <Button asChild variant="accent" size="lg">
          <a href="#consultation" onClick={toForm}>
            Go to the consultation form
          </a>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to="/services">Explore Our Services</Link>
        </Button>
      </CtaBand>
    </>
  );
}
