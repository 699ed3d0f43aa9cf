import type { ReactNode } from "react";

/** The dark title band that opens every inner page. */
export function PageIntro({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgba(255,255,255,0.05)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.05)_1px,transparent_1px)] bg-[size:44px_44px]"
      />
      <div className="container-page py-16 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-400">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl text-4xl font-extrabold leading-tight text-white sm:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-3xl text-lg leading-8 text-white/80">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
