import { useCallback, useEffect, useRef } from "react";
import type { ContactResponse, FormStampResponse, SubmissionContext } from "../../contract/leads";
import { apiRequest } from "./api";
import { firstTouch } from "./attribution";

const newKey = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * What every lead form sends besides its fields: one idempotency key per filled-in form (a double click is
 * one lead), the signed time the form was shown, the page and the visitor's first touch.
 */
export function useLeadSubmission() {
  const key = useRef("");
  const stamp = useRef<string | undefined>(undefined);

  /** A fresh form: a new key and a new stamp. */
  const renew = useCallback(() => {
    key.current = newKey();
    stamp.current = undefined;
    // A missing stamp is not spam, so a failed fetch only loses the time trap for this form.
    apiRequest<FormStampResponse>("GET", "/api/contact/stamp").then((r) => { stamp.current = r.stamp; }, () => {});
  }, []);

  useEffect(renew, [renew]);

  const submit = useCallback(<T extends object>(fields: T) => {
    const context: SubmissionContext = {
      idempotencyKey: key.current || newKey(),
      formStamp: stamp.current,
      page: window.location.pathname,
      attribution: firstTouch(),
    };
    return apiRequest<ContactResponse>("POST", "/api/contact", { ...fields, ...context });
  }, []);

  return { submit, renew };
}
