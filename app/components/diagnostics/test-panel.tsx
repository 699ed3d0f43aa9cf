import type { ReactNode } from "react";

/** One numbered test on a diagnostic page. */
export function TestPanel({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 break-words rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-sm leading-6 text-ink-soft">{lead}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A green or red outcome line. */
export function Outcome({ kind, children }: { kind: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={kind === "error" ? "alert" : "status"}
      data-outcome={kind}
      className={
        kind === "success"
          ? "mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          : "mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
      }
    >
      {children}
    </p>
  );
}
