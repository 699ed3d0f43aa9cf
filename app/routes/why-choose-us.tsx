import { ArrowRight, Check, X } from "lucide-react";
import { Link } from "react-router";
import { company } from "../../content/company";
import { testimonials } from "../../content/testimonials";
import { whyAdvantages, whyComparison, whyOperations, whyStats } from "../../content/why-choose-us";
import { PageIntro } from "../components/marketing/page-intro";
import { CtaBand, SectionHeader, StatGrid, Testimonials } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { scrollToSection } from "../lib/scroll";
import { pageMeta } from "../lib/site";
import { Card } from "../components/ui/card";

const f = company.figures;

export const meta = () =>
  pageMeta({
    title: "Why Choose Us",
    description: `Why contractors and engineers outsource BIM to Stratum: ${f.firstTimeApproval} first-time approval, ISO 9001 and ISO 27001, ${f.turnaround} turnaround and up to ${f.costReductionMax} lower cost.`,
    path: "/why-choose-us",
    keywords: ["why outsource BIM", "BIM outsourcing partner", "ISO 27001 BIM", "engineering outsourcing quality", "BIM cost comparison"],
  });

const jump = (id: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  scrollToSection(id);
};

export default function WhyChooseUs() {
  return (
    <>
      <PageIntro
        eyebrow="Why choose us"
        title="Production capacity you can rely on, at a cost that makes sense"
        lead={`Since ${company.founded}, ${f.clients} firms have trusted us with ${f.projects} projects. Here is what they get, and how it compares with doing the work in-house.`}
      >
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: "Why Choose Us", path: "/why-choose-us" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section className="section" aria-labelledby="difference">
        <div className="container-page grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <SectionHeader
              id="difference"
              eyebrow="The Stratum difference"
              title="Engineers first, outsourcing second"
              lead="We are an engineering team that happens to work remotely, not a drafting bureau. Every project is led by a qualified engineer who understands what the model is for: coordination, fabrication, quantities or handover."
            />
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <a href="#contact" onClick={jump("contact")}>
                  Schedule a Consultation
                </a>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to="/services">Explore Our Services</Link>
              </Button>
            </div>
          </div>
          <StatGrid items={whyStats} columns={2} />
        </div>
      </section>

      <section className="section bg-paper" aria-labelledby="advantages">
        <div className="container-page">
          <SectionHeader id="advantages" eyebrow="Core advantages" title="Four reasons firms stay with us" align="center" />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {whyAdvantages.map((a) => (
              <Card asChild key={a.title} className="rounded-2xl p-7">
                <li>
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-600">
                    <Icon name={a.icon} className="size-6" />
                  </span>
                  <h3 className="mt-5 text-xl font-bold">{a.title}</h3>
                  <p className="mt-2 leading-7 text-ink-soft">{a.text}</p>
                  <ul className="mt-4 space-y-2">
                    {a.points.map((p) => (
                      <li key={p} className="flex gap-2 text-sm font-medium text-ink">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {p}
                      </li>
                    ))}
                  </ul>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="comparison">
        <div className="container-page">
          <SectionHeader id="comparison" eyebrow="Comparison" title="Traditional in-house production versus Stratum" />
          <div className="mt-10 overflow-x-auto rounded-2xl border border-line shadow-sm">
            <table className="w-full min-w-[40rem] border-collapse text-left">
              <caption className="sr-only">Traditional approach compared with Stratum across five aspects</caption>
              <thead>
                <tr className="bg-paper">
                  <th scope="col" className="px-5 py-4 text-sm font-semibold text-ink">
                    Aspect
                  </th>
                  <th scope="col" className="px-5 py-4 text-sm font-semibold text-ink">
                    Traditional approach
                  </th>
                  <th scope="col" className="bg-brand-700 px-5 py-4 text-sm font-semibold text-white">
                    {company.name}
                  </th>
                </tr>
              </thead>
              <tbody>
                {whyComparison.map((row) => (
                  <tr key={row.aspect} className="border-t border-line align-top">
                    <th scope="row" className="px-5 py-4 font-semibold text-ink">
                      {row.aspect}
                    </th>
                    <td className="px-5 py-4 text-sm leading-6 text-ink-soft">
                      <span className="flex gap-2">
                        <X className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
                        {row.traditional}
                      </span>
                    </td>
                    <td className="bg-brand-50 px-5 py-4 text-sm leading-6 text-ink">
                      <span className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                        {row.ours}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="section bg-paper" aria-labelledby="operations">
        <div className="container-page">
          <SectionHeader id="operations" eyebrow="How we operate" title="The way we run every project" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {whyOperations.map((o) => (
              <Card asChild key={o.title} className="rounded-2xl p-6">
                <li>
                  <Icon name={o.icon} className="size-7 text-brand-600" />
                  <h3 className="mt-4 text-lg font-bold">{o.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{o.text}</p>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials">
        <div className="container-page">
          <SectionHeader id="testimonials" eyebrow="Testimonials" title="In our clients' words" align="center" />
          <div className="mt-12">
            <Testimonials items={testimonials} />
          </div>
        </div>
      </section>

      <CtaBand
        id="contact"
        title="See what we would do with your next package"
        text="Book a 30-minute call with a senior engineer. You get a written scope summary and a fixed quote, with no obligation."
      >
        <Button asChild variant="accent" size="lg">
          <Link to="/contact">
            Schedule a Consultation <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="inverse" size="lg">
          <Link to="/about">About our company</Link>
        </Button>
      </CtaBand>
    </>
  );
}
