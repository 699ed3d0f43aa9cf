import type { ReactNode } from "react";

/** The parts of a public page that hydrate on their own where the page loads as islands (decision 056). */
export type IslandName =
  | "site-header"
  | "cookie-consent"
  | "promo-banner"
  | "cookie-settings"
  | "newsletter-form"
  | "visitor-widgets"
  | "toaster"
  | "case-study-tabs"
  | "consultation-form"
  | "exit-intent";

export type IslandProps = Record<string, string>;

/**
 * Marks an interactive part in the prerendered HTML, with the props it was rendered with; elsewhere it changes
 * nothing, since `display: contents` leaves the layout to the part itself.
 */
export function Island({ name, props, children }: { name: IslandName; props?: IslandProps; children: ReactNode }) {
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined} className="contents">
      {children}
    </div>
  );
}
