import * as Tabs from "@radix-ui/react-tabs";
import { ArrowRight, Clock, PiggyBank, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { caseStudies } from "../../../content/home";
import { cn } from "../../lib/cn";
import { jumpTo } from "../../lib/scroll";
import { Card } from "../ui/card";

type CaseStudy = {
  id: number;
  industry: string;
  slug: string;
  client: string;
  title: string;
  challenge: string;
  solution: string;
  results: { costSavings: string; timeReduction: string; additionalBenefit: string };
};

const tabValue = (industry: string) => industry.toLowerCase().replace(/[^a-z]+/g, "-");

/** One industry at a time, the first active; every panel is in the HTML so the copy is indexable. */
function CaseStudyTabs({ studies, onAssessment }: { studies: readonly CaseStudy[]; onAssessment: (event: React.MouseEvent) => void }) {
  const [first] = studies;
  if (!first) return null;
  return (
    <Tabs.Root defaultValue={tabValue(first.industry)} className="mt-10">
      <Tabs.List aria-label="Case studies by industry" className="flex flex-wrap gap-2 rounded-2xl border border-line bg-white p-1.5 sm:inline-flex">
        {studies.map((study) => (
          <Tabs.Trigger
            key={study.id}
            value={tabValue(study.industry)}
            className={cn(
              "flex-1 rounded-xl px-4 py-2.5 text-sm font-semibold text-ink-soft transition sm:flex-none",
              "hover:text-ink data-[state=active]:bg-brand-700 data-[state=active]:text-white data-[state=active]:shadow",
            )}
          >
            {study.industry}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {studies.map((study) => (
        <Tabs.Content key={study.id} value={tabValue(study.industry)} forceMount className="mt-6 data-[state=inactive]:hidden">
          <Card asChild className="grid gap-8 rounded-3xl p-6 sm:p-10 lg:grid-cols-[1.4fr_1fr]">
            <article>
              <div>
                <p className="text-sm font-semibold text-brand-600">{study.client}</p>
                <h3 className="mt-2 text-2xl font-bold leading-snug sm:text-3xl">{study.title}</h3>
                <h4 className="mt-6 text-sm font-semibold uppercase tracking-[0.12em] text-ink">Challenge</h4>
                <p className="mt-2 leading-7 text-ink-soft">{study.challenge}</p>
                <h4 className="mt-5 text-sm font-semibold uppercase tracking-[0.12em] text-ink">Solution</h4>
                <p className="mt-2 leading-7 text-ink-soft">{study.solution}</p>
                <div className="mt-7 flex flex-wrap gap-3">
                  <Link to={`/blog/${study.slug}`} className="inline-flex items-center gap-1.5 font-semibold text-brand-600 hover:text-brand-800">
                    Read the full case study<span className="sr-only">: {study.title}</span> <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </div>
              </div>
              <div className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
                <h4 className="text-sm font-semibold uppercase tracking-[0.12em] text-accent-400">Results</h4>
                <ul className="mt-5 space-y-5">
                  {(
                    [
                      [PiggyBank, "Cost savings", study.results.costSavings],
                      [Clock, "Time and schedule", study.results.timeReduction],
                      [Sparkles, "Also delivered", study.results.additionalBenefit],
                    ] as const
                  ).map(([ResultIcon, label, value]) => (
                    <li key={label} className="flex gap-3">
                      <ResultIcon className="mt-1 size-5 shrink-0 text-accent-400" aria-hidden="true" />
                      <p>
                        <span className="block text-sm text-white/70">{label}</span>
                        <span className="block text-lg font-semibold text-white">{value}</span>
                      </p>
                    </li>
                  ))}
                </ul>
                <a
                  href="#lead-magnet"
                  onClick={onAssessment}
                  className="mt-8 inline-flex h-11 items-center justify-center rounded-lg bg-accent-500 px-5 text-sm font-semibold text-ink hover:bg-accent-400"
                >
                  Get a Free Assessment
                </a>
              </div>
            </article>
          </Card>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The home page's three case studies; their assessment link scrolls to the free assessment offer above. */
export function HomeCaseStudies() {
  return <CaseStudyTabs studies={caseStudies} onAssessment={jumpTo("lead-magnet")} />;
}
