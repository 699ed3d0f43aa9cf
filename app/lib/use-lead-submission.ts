import { useCallback, useEffect, useRef, useState } from "react";
import type { ContactResponse, FormStampResponse, SubmissionContext } from "../../contract/leads";
import { apiRequest } from "./api";
import { firstTouch } from "./attribution";

const newKey = () => (typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * What every lead form sends besides its fields: one idempotency key per filled-in form (a double click is
 * one lead), the signed time the form was shown, the page and the visitor's first touch.
 */
export function useLeadSubmission() {
  const key = useRef<string>("");
  const stamp = useRef<string | undefined>(undefined);
  const [round, setRound] = useState(0);

  useEffect(() => {
    key.current = newKey();
    stamp.current = undefined;
    let live = true;
    // A missing stamp is not spam, so a failed fetch only loses the time trap for this form.
    apiRequest<FormStampResponse>("GET", "/api/contact/stamp")
      .then((r) => { if (live) stamp.current = r.stamp; })
      .catch(() => {});
    return () => { live = false; };
  }, [round]);

  const submit = useCallback(<T extends object>(fields: T) => {
    const context: SubmissionContext = {
      idempotencyKey: key.current || newKey(),
      formStamp: stamp.current,
      page: window.location.pathname,
      attribution: firstTouch(),
    };
    return apiRequest<ContactResponse>("POST", "/api/contact", { ...fields, ...context });
  }, []);

  /** A new form after a success: a new key and a new stamp. */
  const renew = useCallback(() => setRound((r) => r + 1), []);
  return { submit, renew };
}
