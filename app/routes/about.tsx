import { ChevronDown, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { company, companyFacts } from "../../content/company";
import { aboutMilestones, aboutStats, aboutValues } from "../../content/about";
import { PageIntro } from "../components/marketing/page-intro";
import { ConsultationSection } from "../components/leads/consultation-section";
import { SectionHeader, StatGrid } from "../components/marketing/sections";
import { Breadcrumbs } from "../components/seo/breadcrumbs";
import { JsonLd } from "../components/seo/json-ld";
import { Icon } from "../components/ui/icon";
import { absoluteUrl, pageMeta } from "../lib/site";
import { Card } from "../components/ui/card";

const f = company.figures;

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: `Founded in ${company.founded} with ${f.foundingEngineers} engineers, Stratum now delivers BIM and engineering production for ${f.projects} projects from Hyderabad and four international offices.`,
    path: "/about",
    keywords: ["about Stratum BIM", "BIM outsourcing company", "engineering outsourcing Hyderabad", "BIM company India", "ISO 9001 BIM firm"],
  });

export default function About() {
  const [historyOpen, setHistoryOpen] = useState(false);
  const panelId = useId();
  const hq = company.headquarters;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "AboutPage",
          name: `About ${company.name}`,
          url: absoluteUrl("/about"),
          about: {
            "@type": "Organization",
            name: company.name,
            foundingDate: String(company.founded),
            numberOfEmployees: { "@type": "QuantitativeValue", minValue: 120 },
          },
        }}
      />
      <PageIntro
        eyebrow="About us"
        title="Engineers who build the models other engineers rely on"
        lead={`Founded in ${company.founded} with ${f.foundingEngineers} engineers, Stratum now delivers BIM and engineering production for ${f.projects} projects from Hyderabad and four international offices.`}
      >
        <Breadcrumbs
          items={[
            { label: "Home", path: "/" },
            { label: "About", path: "/about" },
          ]}
          inverse
          className="mt-8"
        />
      </PageIntro>

      <section className="section" aria-labelledby="story">
        <div className="container-page grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <SectionHeader id="story" eyebrow="Our story" title="From a five-person detailing team to a global production partner" />
            <div className="mt-6 space-y-5 text-[1.0625rem] leading-8 text-ink-soft">
              <p>
                Stratum started in {company.founded} because its founders, {f.foundingEngineers} engineers who had worked on site and in design offices, kept
                seeing the same problem: drawings that looked finished but could not be built. The first contracts were rebar and steel detailing for North
                American fabricators, where a wrong bar mark costs real money on the same day.
              </p>
              <p>
                That discipline stayed as we grew into BIM coordination, MEP design, Scan-to-BIM, precast and civil work. Today {f.experts} engineers, modelers
                and detailers work from our Hyderabad headquarters, with client teams in London, Dubai, Singapore and Tokyo, for contractors, consultants,
                manufacturers and owners in {f.countries} countries.
              </p>
              <p>
                Our clients keep design authority and their client relationships. We provide the production capacity behind them, in their templates and to
                their standards, under ISO 9001 quality and ISO 27001 information security management.
              </p>
            </div>
            <button
              type="button"
              aria-expanded={historyOpen}
              aria-controls={panelId}
              onClick={() => setHistoryOpen((open) => !open)}
              className="mt-8 inline-flex items-center gap-2 rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:border-brand-500 hover:text-brand-700"
            >
              {historyOpen ? "Hide our history" : "Show our history"}
              <ChevronDown className={`size-4 transition ${historyOpen ? "rotate-180" : ""}`} aria-hidden="true" />
            </button>
            <div id={panelId} hidden={!historyOpen} className="mt-6">
              <ol className="relative space-y-5 border-l-2 border-brand-200 pl-6">
                {aboutMilestones.map((m) => (
                  <li key={m.year} className="relative">
                    <span aria-hidden="true" className="absolute -left-[1.95rem] top-1.5 size-3 rounded-full bg-brand-500 ring-4 ring-white" />
                    <p className="font-bold text-brand-700">{m.year}</p>
                    <p className="mt-1 leading-7 text-ink-soft">{m.text}</p>
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <aside className="space-y-6">
            <StatGrid items={aboutStats} columns={2} />
            <div className="rounded-2xl border border-line bg-paper p-6">
              <h3 className="text-lg font-bold">Offices</h3>
              <ul className="mt-4 space-y-3 text-sm">
                <li className="flex gap-3">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span>
                    <strong className="text-ink">{hq.city} (headquarters)</strong>
                    <br />
                    <span className="text-ink-soft">
                      {hq.street}, {hq.locality}, {hq.country}
                    </span>
                  </span>
                </li>
                {company.offices.map((o) => (
                  <li key={o.city} className="flex gap-3">
                    <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                    <span>
                      <strong className="text-ink">{o.city}</strong>
                      <span className="text-ink-soft">
                        , {o.district}, {o.country}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>

      <section className="section bg-paper" aria-labelledby="values">
        <div className="container-page">
          <SectionHeader id="values" eyebrow="How we work" title="Four commitments behind every project" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutValues.map((v) => (
              <Card asChild key={v.title} className="rounded-2xl p-6">
                <li>
                  <Icon name={v.icon} className="size-7 text-brand-600" />
                  <h3 className="mt-4 text-lg font-bold">{v.title}</h3>
                  <p className="mt-2 text-sm leading-6 text-ink-soft">{v.text}</p>
                </li>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <ConsultationSection
        title="Work with a team that checks its work"
        lead={`Tell us about your project. An engineer replies within ${companyFacts.replyWithin}, ${company.hours} ${companyFacts.supportHours.timeZone}.`}
      />
    </>
  );
}
