import { ArrowRight, BadgeCheck, Clock, type LucideIcon, PiggyBank, Target } from "lucide-react";
import { company, companyFacts } from "../../../content/company";
import { type HeroStat, heroStats } from "../../../content/home";
import { Button } from "../ui/button";
import { jumpTo } from "../../lib/scroll";

// Each figure's icon; the words are in content/home.ts.
const statIcons = { turnaround: Clock, accuracy: Target, quality: BadgeCheck, savings: PiggyBank } satisfies Record<HeroStat["id"], LucideIcon>;
const stats = heroStats.map((stat) => ({ ...stat, icon: statIcons[stat.id] }));

export function HomeHero() {
  return (
    <section id="home" className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.06)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.06)_1px,transparent_1px)] bg-[size:44px_44px]"
      />
      <div aria-hidden="true" className="absolute -right-40 -top-40 -z-10 size-[36rem] rounded-full bg-brand-500/30 blur-3xl" />
      <div className="container-page grid gap-12 py-20 sm:py-24 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-accent-400">
            BIM · MEP · Structural · Civil
          </p>
          <h1 className="mt-6 text-4xl font-extrabold leading-[1.08] text-white sm:text-5xl lg:text-6xl">
            Reduce Engineering Costs by Up to <span className="text-accent-400">{companyFacts.savings.ceiling}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-white/80">
            Coordinated BIM models, MEP design, structural and rebar detailing and Civil 3D production from a {company.figures.experts} engineer team that works
            to your standards, your templates and your deadlines.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <a href="#services" onClick={jumpTo("services")}>
                Explore Services <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild variant="inverse" size="lg">
              <a href="#contact" onClick={jumpTo("contact")}>
                Get a Free Assessment
              </a>
            </Button>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {stats.map(({ icon: StatIcon, value, label }) => (
            <div key={label} className="flex flex-col rounded-2xl border border-white/15 bg-white/[0.07] p-5 backdrop-blur sm:p-6">
              <StatIcon className="size-6 text-accent-400" aria-hidden="true" />
              {/* The term comes first, as a list of terms and values requires; the value is shown above it. */}
              <dt className="order-last mt-1 text-sm text-white/70">{label}</dt>
              <dd className="mt-4 text-2xl font-bold text-white sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
