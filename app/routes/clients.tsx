import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { company, companyFacts } from "../../content/company";
import { testimonials } from "../../content/testimonials";
import { clientLogos, clientSectors, clientStats } from "../../content/clients";
import { PageIntro } from "../components/marketing/page-intro";
import { CtaBand, SectionHeader, StatGrid, Testimonials } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { scrollToSection } from "../lib/scroll";
import { pageMeta } from "../lib/site";
import { Card } from "../components/ui/card";

export const meta = () =>
  pageMeta({
    title: "Our Clients",
    description: `Contractors, consultants, manufacturers and owners in ${companyFacts.countries} countries: ${companyFacts.projectsDelivered} projects, ${company.areaModeled} modeled and ${companyFacts.clientRetention} client retention.`,
    path: "/clients",
    keywords: ["BIM outsourcing clients", "BIM case studies", "engineering outsourcing testimonials", "rebar detailing clients", "Scan-to-BIM clients"],
  });

export default function Clients() {
  const toContact = (event: React.MouseEvent) => {
    event.preventDefault();
    scrollToSection("contact");
  };
  return (
    <>
      <PageIntro
        eyebrow="Clients"
        title="Trusted by the firms that build, engineer and fabricate"
        lead="General contractors, engineering consultants, rebar and precast fabricators, building-product manufacturers and facility managers, most of whom came back for a second project."
      >
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: "Clients", path: "/clients" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section className="section" aria-labelledby="figures">
        <div className="container-page">
          <h2 id="figures" className="sr-only">
            Our clients in figures
          </h2>
          <StatGrid items={clientStats} />
        </div>
      </section>

      <section className="section bg-paper" aria-labelledby="testimonials">
        <div className="container-page">
          <SectionHeader id="testimonials" eyebrow="Testimonials" title="What our clients report" align="center" />
          <div className="mt-12">
            <Testimonials items={testimonials} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="logos">
        <div className="container-page">
          <SectionHeader id="logos" eyebrow="Who we work with" title="A selection of our clients" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {clientLogos.map((logo) => (
              <Card asChild key={logo.id} className="flex items-center gap-4 rounded-2xl p-5">
                <li>
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-900 text-accent-400">
                    <Icon name={logo.icon} className="size-6" />
                  </span>
                  <div>
                    <p className="font-bold text-ink">{logo.name}</p>
                    <p className="text-sm text-ink-soft">{logo.industry}</p>
                  </div>
                </li>
              </Card>
            ))}
          </ul>
          <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {clientSectors.map((s) => (
              <li key={s.title} className="border-t-2 border-brand-500 pt-4">
                <h3 className="font-bold">{s.title}</h3>
                <p className="mt-2 text-sm leading-6 text-ink-soft">{s.text}</p>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-12">
            <a href="#contact" onClick={toContact}>
              Get Your Free Assessment
            </a>
          </Button>
        </div>
      </section>

      <CtaBand
        id="contact"
        title="Join them with a free assessment"
        text={`Send one live package. A senior engineer returns a written assessment, a schedule and a fixed price within ${companyFacts.assessmentWithin}.`}
      >
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">
            Request a consultation <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </Button>
      </CtaBand>
    </>
  );
}
