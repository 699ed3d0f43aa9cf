import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { applyServerErrors } from "../../lib/form-errors";

const FAILURE_FALLBACK = "There was an error submitting the form. Please try again.";

/** Spec 01 §8: 'Success!' for every contact form. */
export function toastLeadSuccess() {
  toast({ title: "Success!", description: "Your message has been received. We'll contact you shortly." });
}

/** Spec 01 §8: server field errors beside their fields (focus on the first), then the destructive toast; what was typed stays. */
export function showLeadFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fields: readonly Path<T>[]) {
  applyServerErrors(form, error);
  const first = error instanceof ApiRequestError ? fields.find((field) => error.errors?.[field]) : undefined;
  if (first) form.setFocus(first);
  toast({ title: "Error", description: error instanceof ApiRequestError ? error.message : FAILURE_FALLBACK, variant: "destructive" });
}
