import { useCallback, useEffect, useRef } from "react";
import { leadEndpoints } from "../../contract/endpoints/leads";
import type { SubmissionContext } from "../../contract/leads";
import { callEndpoint } from "./api";
import { firstTouch } from "./attribution";

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
 * load the first-paint script has already fetched the stamp into the form, which starts the clock earlier.
 */
export function useLeadSubmission() {
  const key = useRef("");
  const stamp = useRef<string | undefined>(undefined);
  const shownAt = useRef(0);

  /** A fresh form: a new key and a new stamp. */
  const renew = useCallback(() => {
    key.current = newKey();
    stamp.current = undefined;
    shownAt.current = Date.now();
    // Without a stamp the lead is still delivered, marked for review, so a failed fetch loses nothing.
    callEndpoint(leadEndpoints.stamp, {}).then(
      (r) => {
        stamp.current = r.stamp;
      },
      () => {},
    );
  }, []);

  useEffect(renew, [renew]);

  const submit = useCallback(<T extends object>(fields: T, form: HTMLFormElement | null = null) => {
    const early = earlyStamp(form);
    const context: SubmissionContext = {
      idempotencyKey: key.current || newKey(),
      formStamp: early.formStamp ?? stamp.current,
      shownAt: early.formStamp ? early.shownAt : shownAt.current || undefined,
      page: window.location.pathname,
      attribution: firstTouch(),
    };
    return callEndpoint(leadEndpoints.contact, { body: { ...fields, ...context } });
  }, []);

  return { submit, renew };
}
