import { Cookie } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { ConsentPreferences } from "../../../contract/widgets";
import { readConsent, saveConsent } from "../../lib/consent";
import { isTypingInForm } from "../../lib/exit-intent";
import { Button } from "../ui/button";
import { ConsentSwitch } from "./consent-switch";

/** Gives the keyboard back when the banner goes: to what had focus before it, else to the header that follows it on the page. */
function focusAfterBanner(previous: Element | null) {
  const target = previous instanceof HTMLElement && previous !== document.body && previous.isConnected ? previous : document.querySelector("header a[href]");
  if (target instanceof HTMLElement) target.focus();
}

/** The banner itself, loaded only when it has to show (spec 02 §4). */
export default function CookieBanner({ reopened, onDone }: { reopened: boolean; onDone: () => void }) {
  const stored = readConsent();
  // Nothing is ticked for the visitor: a pre-ticked box is not consent (GDPR, CJEU Planet49; decision 022).
  const [customizing, setCustomizing] = useState(reopened);
  const [preferences, setPreferences] = useState<ConsentPreferences>(stored?.preferences ?? { analytics: false, marketing: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLElement>(null);
  const titleId = useId();
  // Where the keyboard goes back to once a choice is made: the footer link that reopened the banner, else what had focus before.
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    returnTo.current = document.activeElement;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && !banner.current?.contains(event.target)) returnTo.current = event.target;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  // A field that gains focus under the banner is scrolled above it, so the banner never takes a tap meant for it.
  useEffect(() => {
    const uncover = (event: FocusEvent) => {
      const field = event.target;
      if (!banner.current || !(field instanceof HTMLElement) || !isTypingInForm(field) || banner.current.contains(field)) return;
      const covered = field.getBoundingClientRect().bottom + 12 - banner.current.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered });
    };
    document.addEventListener("focusin", uncover);
    return () => document.removeEventListener("focusin", uncover);
  }, []);

  // Opened on purpose from the footer: take the keyboard there; on a first visit leave the reader alone.
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  const choose = (choice: "accepted" | "declined", chosen: ConsentPreferences) => {
    saveConsent(choice, chosen);
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    onDone();
    if (hadFocus) focusAfterBanner(returnTo.current);
  };

  return (
    <section
      ref={banner}
      aria-labelledby={titleId}
      data-widget="cookie-banner"
      className="fixed inset-x-3 bottom-3 z-[70] max-h-[calc(100vh-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-white p-5 text-ink shadow-[0_18px_50px_rgba(11,23,38,0.22)] sm:inset-x-auto sm:left-5 sm:bottom-5 sm:w-[27rem] sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Cookie className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} ref={heading} tabIndex={-1} className="text-base font-bold outline-none">
            Your privacy, your choice
          </h2>
          <p className="mt-1.5 text-sm leading-6 text-ink-soft">
            Essential cookies keep you signed in and protect forms. With your consent we also count page views to learn which pages help our clients.{" "}
            <Link to="/legal/cookie-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              Cookie Policy
            </Link>
          </p>
        </div>
      </div>

      {customizing && (
        <fieldset className="mt-5 space-y-3 border-t border-line pt-4">
          <legend className="sr-only">Cookie categories</legend>
          <ConsentSwitch label="Essential" description="Sign-in session and form protection. Always on." checked disabled />
          <ConsentSwitch
            label="Analytics"
            description="Anonymous page views, and Google Analytics where enabled."
            checked={preferences.analytics}
            onChange={(analytics) => setPreferences((p) => ({ ...p, analytics }))}
          />
          <ConsentSwitch
            label="Marketing"
            description="Remembers the campaign or site that first brought you here, so a later request is credited to it."
            checked={preferences.marketing}
            onChange={(marketing) => setPreferences((p) => ({ ...p, marketing }))}
          />
        </fieldset>
      )}

      <div className="mt-5 flex flex-wrap gap-2">
        {customizing ? (
          <Button size="sm" onClick={() => choose(preferences.analytics || preferences.marketing ? "accepted" : "declined", preferences)}>
            Save Preferences
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => choose("accepted", { analytics: true, marketing: true })}>
              Accept All
            </Button>
            <Button size="sm" variant="outline" onClick={() => choose("declined", { analytics: false, marketing: false })}>
              Essential Only
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCustomizing(true)}>
              Customize Settings
            </Button>
          </>
        )}
        {customizing && (
          <Button size="sm" variant="outline" onClick={() => choose("declined", { analytics: false, marketing: false })}>
            Essential Only
          </Button>
        )}
      </div>
    </section>
  );
}
