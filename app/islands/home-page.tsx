import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { consultationServices } from "../../contract/lead-fields";
import { SiteHeader } from "../components/layout/site-header";
import { HomeCaseStudies } from "../components/marketing/case-study-tabs";
import { CookieConsent } from "../components/widgets/cookie-consent";
import { CookieSettingsButton } from "../components/widgets/cookie-settings-button";
import { ExitIntent } from "../components/widgets/exit-intent";
import { PromoBanner } from "../components/widgets/promo-banner";
import { VisitorWidgets } from "../components/widgets/visitor-widgets";
import { initCsrf } from "../lib/api";
import { applyMarketingConsent, captureFirstTouch } from "../lib/attribution";
import { AuthProvider } from "../lib/auth";
import { CONSENT_CHANGED } from "../lib/consent";
import { exitIntentVariants } from "../lib/exit-intent";
import { createQueryClient } from "../lib/query-client";
import { whenToastComes } from "../lib/toast";
import type { IslandName, IslandProps } from "./island";

/**
 * The home page's code (decision 056): each interactive part hydrates as a React root of its own, the rest of the
 * page stays the prerendered HTML. The forms' code loads when a visitor first reaches or touches them, and the
 * toaster's when there is a toast to show.
 */
type Part = (props: IslandProps) => ReactNode;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);
const services = consultationServices.map((s) => s.value);

const atOnce: Partial<Record<IslandName, Part>> = {
  "site-header": () => <SiteHeader />,
  "cookie-consent": () => <CookieConsent />,
  "promo-banner": () => <PromoBanner />,
  "cookie-settings": () => <CookieSettingsButton />,
  "visitor-widgets": () => <VisitorWidgets />,
  "case-study-tabs": () => <HomeCaseStudies />,
  "exit-intent": (props) => <ExitIntent variant={oneOf(exitIntentVariants, props.variant)} target={props.target} />,
};

const onFirstUse: Partial<Record<IslandName, () => Promise<Part>>> = {
  "consultation-form": async () => {
    const { ConsultationForm } = await import("../components/leads/consultation-form");
    return (props) => <ConsultationForm service={oneOf(services, props.service)} />;
  },
  "newsletter-form": async () => {
    const { NewsletterForm } = await import("../components/marketing/newsletter-form");
    return () => <NewsletterForm />;
  },
};

// The toaster has nothing to show until the first toast, or one left by a redirect.
const onFirstToast: Partial<Record<IslandName, () => Promise<Part>>> = {
  toaster: async () => {
    const { Toaster } = await import("../components/ui/toaster");
    return () => <Toaster />;
  },
};

const queryClient = createQueryClient();

function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function hydrate(element: HTMLElement, name: string, Component: Part) {
  const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
  return new Promise<void>((resolve) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for a
    // whole part, so a tap made meanwhile is taken at once (and replayed, decision 044) rather than after it.
    startTransition(() => {
      hydrateRoot(
        element,
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <Component {...props} />
            <Hydrated onHydrated={resolve} />
          </AuthProvider>
        </QueryClientProvider>,
        // Each root counts its own ids: the prefix keeps two parts from giving two elements one id.
        { identifierPrefix: `${name}-` },
      );
    });
  });
}

const USE_EVENTS = ["focusin", "pointerdown", "input"] as const;
const NEAR_SCREEN_PX = 400;
// An island's own element has no box (`display: contents`): where it is on the page is where its content is.
const boxOf = (element: HTMLElement) => element.firstElementChild ?? element;
const nearScreen = (element: HTMLElement) => {
  const box = boxOf(element).getBoundingClientRect();
  return box.top < window.innerHeight + NEAR_SCREEN_PX && box.bottom > -NEAR_SCREEN_PX;
};

/**
 * A form hydrates when it comes near the screen or is first touched. Text typed meanwhile stays (the forms adopt
 * it); a send while its code loads is held and made once it has hydrated, or sent as the plain HTML post if the code
 * cannot load. Returns the start, for a form already on screen.
 */
function hydrateOnFirstUse(element: HTMLElement, name: string, load: () => Promise<Part>) {
  const held: HTMLFormElement[] = [];
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held.push(event.target);
  };
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= load()
      .then((Component) => hydrate(element, name, Component))
      .catch((error: unknown) => console.error(`The ${name} could not load; it works as a plain form`, error))
      .finally(() => {
        element.removeEventListener("submit", hold, true);
        // The focus that started it is told again: the form prepares its checks on focus.
        const active = document.activeElement;
        if (active instanceof HTMLElement && element.contains(active)) active.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
        for (const form of held.splice(0)) form.requestSubmit();
      });
    observer.disconnect();
    for (const type of USE_EVENTS) element.removeEventListener(type, start, true);
    return started;
  };
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
    rootMargin: `${NEAR_SCREEN_PX}px 0px`,
  });
  observer.observe(boxOf(element));
  element.addEventListener("submit", hold, true);
  for (const type of USE_EVENTS) element.addEventListener(type, start, true);
  return start;
}

const hydrating: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = element.dataset.island as IslandName;
  const part = atOnce[name];
  const load = onFirstUse[name];
  const loadForToast = onFirstToast[name];
  if (part) hydrating.push(hydrate(element, name, part));
  else if (loadForToast) whenToastComes(() => void loadForToast().then((Component) => hydrate(element, name, Component)));
  else if (load) {
    const start = hydrateOnFirstUse(element, name, load);
    // A form on screen from the start (an address ending in #contact) is part of the page's first answer.
    if (nearScreen(element)) hydrating.push(start());
  }
}
// Said once every part on screen has hydrated: the early-tap script then replays what it took (decision 044).
void Promise.all(hydrating).then(() => {
  document.documentElement.dataset.hydrated = "";
});
captureFirstTouch();
window.addEventListener(CONSENT_CHANGED, applyMarketingConsent);
void initCsrf();
