import type { ReactNode } from "react";

export function NotFoundView({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="container-page grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <p className="eyebrow">Error 404</p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
