import { type FocusEvent, useCallback, useEffect, useRef } from "react";
import type { SubmissionContext } from "../../contract/leads";
import { callEndpoint } from "./api";
import { firstTouch } from "./attribution";
import { leadEndpointsOnDemand, preload } from "./contract-on-demand";

const newKey = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The stamp and paint time the page's first-paint script put in the form's hidden fields, if it ran. */
function earlyStamp(form: HTMLFormElement | null): { formStamp?: string; shownAt?: number } {
  const read = (name: string) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement && field.value ? field.value : undefined;
  };
  const formStamp = read("formStamp");
  const shownAt = Number(read("shownAt"));
  return formStamp ? { formStamp, shownAt: Number.isSafeInteger(shownAt) && shownAt > 0 ? shownAt : undefined } : {};
}

/**
 * What every lead form sends besides its fields: one idempotency key per filled-in form (a double click is
 * one lead), the signed time the form was shown, the page and the visitor's first touch. On a page's first
 * load the first-paint script has already fetched the stamp into the form, which starts the clock earlier;
 * otherwise the stamp is asked for at the form's first focus, and the time it was shown goes with it. A form that
 * checks its fields through code loaded on demand passes that load as `checks`, to start at the same focus.
 */
export function useLeadSubmission(checks?: () => Promise<unknown>) {
  const key = useRef("");
  const stamp = useRef<Promise<string | undefined> | undefined>(undefined);
  const shownAt = useRef(0);

  /** A fresh form: a new key, a new time shown, and no stamp yet. */
  const renew = useCallback(() => {
    key.current = newKey();
    stamp.current = undefined;
    shownAt.current = Date.now();
  }, []);

  useEffect(renew, [renew]);

  // Without a stamp the lead is still delivered, marked for review, so a failed fetch loses nothing.
  const fetchStamp = useCallback(() => {
    stamp.current ??= leadEndpointsOnDemand()
      .then((endpoints) => callEndpoint(endpoints.stamp, {}))
      .then(
        (r) => r.stamp,
        () => undefined,
      );
    return stamp.current;
  }, []);

  /** For the form's onFocus: what sending needs is fetched while the visitor types, not when they press send. */
  const prepare = useCallback(
    (event: FocusEvent<HTMLFormElement>) => {
      if (!earlyStamp(event.currentTarget).formStamp) void fetchStamp();
      preload(leadEndpointsOnDemand);
      if (checks) preload(checks);
    },
    [fetchStamp, checks],
  );

  const submit = useCallback(
    async <T extends object>(fields: T, form: HTMLFormElement | null = null) => {
      const early = earlyStamp(form);
      // Side by side: a form sent without a focus first would otherwise wait for each in turn.
      const [formStamp, attribution, endpoints] = await Promise.all([early.formStamp ?? fetchStamp(), firstTouch(), leadEndpointsOnDemand()]);
      const context: SubmissionContext = {
        idempotencyKey: key.current || newKey(),
        formStamp,
        shownAt: early.formStamp ? early.shownAt : shownAt.current || undefined,
        page: window.location.pathname,
        attribution,
      };
      return callEndpoint(endpoints.contact, { body: { ...fields, ...context } });
    },
    [fetchStamp],
  );

  return { submit, renew, prepare };
}
