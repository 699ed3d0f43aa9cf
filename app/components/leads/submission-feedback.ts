import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast";

export const FAILURE_FALLBACK = "There was an error submitting the form. Please try again.";

/** Spec 01 §8: 'Success!' for every contact form. */
export function toastLeadSuccess() {
  toast({ title: "Success!", description: "Your message has been received. We'll contact you shortly." });
}

/** Spec 01 §8: server field errors beside their fields, then the destructive toast; what was typed stays. */
export function showLeadFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly Path<T>[]) {
  if (error instanceof ApiRequestError) {
    for (const [field, message] of Object.entries(error.errors ?? {})) {
      if ((fields as readonly string[]).includes(field)) form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: true });
    }
  }
  toast({ title: "Error", description: error instanceof ApiRequestError ? error.message : FAILURE_FALLBACK, variant: "destructive" });
}
