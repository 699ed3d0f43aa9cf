import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api";

/** Spec 01 §5: the server's field errors ('Email already registered', ...) go next to the fields they name. */
export function applyServerErrors<T extends FieldValues>(form: { setError: UseFormSetError<T>; getValues(): T }, error: unknown) {
  if (!(error instanceof ApiRequestError) || !error.errors) return;
  const fields = form.getValues();
  for (const [field, message] of Object.entries(error.errors)) {
    if (field in fields) form.setError(field as Path<T>, { type: "server", message }, { shouldFocus: true });
  }
}
