import { CheckCircle2, Quote, Star } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Card } from "../ui/card";

/** Eyebrow, heading and lead of a page section: one type scale for every page. */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  id,
  align = "left",
  inverse = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  align?: "left" | "center";
  inverse?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <p className={cn("eyebrow", inverse && "text-accent-400")}>{eyebrow}</p>}
      <h2 id={id} className={cn("mt-3 text-3xl font-bold leading-tight sm:text-4xl", inverse && "text-white")}>
        {title}
      </h2>
      {lead && <p className={cn("mt-4 text-lg leading-8", inverse ? "text-white/80" : "text-ink-soft")}>{lead}</p>}
    </div>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-7 text-ink-soft">
          <CheckCircle2 className="mt-1 size-5 shrink-0 text-brand-500" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Questions as native disclosure widgets: keyboard accessible and complete in the HTML before scripts. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <Card asChild className="divide-y divide-line rounded-2xl shadow-none">
      <div>
        {items.map((item, index) => (
          <details key={item.question} className="group px-5 py-1 sm:px-6" open={index === 0}>
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-4 text-left text-base font-semibold text-ink marker:hidden [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600 transition group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-5 leading-7 text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </Card>
  );
}

export type TestimonialItem = { id: number; content: string; author: string; position: string; company: string; projectType: string; rating: number };

export function Testimonials({ items }: { items: readonly TestimonialItem[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((t) => (
        <Card asChild key={t.id} className="flex flex-col rounded-2xl p-6 sm:p-7">
          <li>
            <div className="flex items-center justify-between">
              <Quote className="size-8 text-brand-200" aria-hidden="true" />
              <p className="flex items-center gap-1 text-sm font-semibold text-ink">
                <Star className="size-4 fill-accent-500 text-accent-500" aria-hidden="true" />
                <span>{t.rating.toFixed(1)}</span>
                <span className="sr-only"> out of 5</span>
              </p>
            </div>
            <blockquote className="mt-4 flex-1 leading-7 text-ink-soft">“{t.content}”</blockquote>
            <footer className="mt-6 border-t border-line pt-4">
              <p className="font-semibold text-ink">{t.author}</p>
              <p className="text-sm text-ink-soft">
                {t.position}, {t.company}
              </p>
              <p className="mt-2 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{t.projectType}</p>
            </footer>
          </li>
        </Card>
      ))}
    </ul>
  );
}

const statColumns = { 2: "grid-cols-2", 3: "grid-cols-2 sm:grid-cols-3", 4: "grid-cols-2 lg:grid-cols-4" } as const;

export function StatGrid({
  items,
  inverse = false,
  columns = 4,
}: {
  items: readonly { value: string; label: string }[];
  inverse?: boolean;
  columns?: keyof typeof statColumns;
}) {
  return (
    <dl className={cn("grid gap-4", statColumns[columns])}>
      {items.map((s) => (
        <Card asChild key={s.label} tone={inverse ? "inverse" : "default"} className="flex flex-col-reverse rounded-2xl p-6">
          <div>
            <dt className={cn("mt-1 text-sm", inverse ? "text-white/75" : "text-ink-soft")}>{s.label}</dt>
            <dd className={cn("text-3xl font-extrabold tracking-tight sm:text-4xl", inverse ? "text-white" : "text-brand-700")}>{s.value}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}

/** The dark closing band with one or two calls to action. */
export function CtaBand({ id, title, text, children }: { id?: string; title: string; text: string; children: ReactNode }) {
  return (
    <section id={id} className="section" aria-labelledby={id ? `${id}-title` : undefined}>
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:36px_36px]"
          />
          <h2 id={id ? `${id}-title` : undefined} className="mx-auto max-w-3xl text-3xl font-bold text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-white/80">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        </div>
      </div>
    </section>
  );
}
