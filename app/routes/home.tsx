import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { company } from "../../content/company";
import { serviceIndex } from "../../content/service-index";
import { HomeHero } from "../components/marketing/home-hero";
import { Button } from "../components/ui/button";
import { Icon } from "../components/ui/icon";
import { pageMeta } from "../lib/site";

export const meta = () => pageMeta({
  title: `${company.name}: BIM and Engineering Outsourcing`,
  description: "BIM modeling, Scan-to-BIM, MEP design, clash detection, structural, rebar and precast detailing and Civil 3D. Up to 35% lower cost, 99% accuracy, ISO 9001.",
  path: "/",
  keywords: ["BIM outsourcing", "Scan to BIM", "MEP design", "rebar detailing", "structural detailing", "Civil 3D"],
});

export default function Home() {
  return (
    <>
      <HomeHero />
      <section id="services" className="section bg-paper">
        <div className="container-page">
          <p className="eyebrow">Services</p>
          <h2 className="mt-3 text-3xl font-bold sm:text-4xl">Nine disciplines, one production team</h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceIndex.map((service) => (
              <li key={service.slug}>
                <Link to={`/services/${service.slug}`} className="group flex h-full items-center gap-4 rounded-xl border border-line bg-white p-5 transition hover:border-brand-500 hover:shadow-md">
                  <span className="grid size-11 place-items-center rounded-lg bg-brand-50 text-brand-600"><Icon name={service.icon} className="size-5" /></span>
                  <span className="font-semibold">{service.title}</span>
                  <ArrowRight className="ml-auto size-4 text-ink-soft transition group-hover:translate-x-1 group-hover:text-brand-600" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="contact" className="section">
        <div className="container-page rounded-3xl bg-brand-900 px-6 py-14 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold text-white">Get a free assessment of your next package</h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/80">Send drawings, a model or a scope note. An engineer replies within 24 hours with an approach, a schedule and a fixed quote.</p>
          <Button asChild variant="accent" size="lg" className="mt-8"><Link to="/contact">Request a consultation</Link></Button>
        </div>
      </section>
    </>
  );
}
