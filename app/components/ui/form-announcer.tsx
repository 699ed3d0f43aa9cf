import type { FieldErrors } from "react-hook-form";

/** A polite live region: after a failed submit, screen readers hear how many fields need attention and the first reason. */
export function FormAnnouncer({ errors }: { errors: FieldErrors }) {
  const messages = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === "string" && m !== "");
  const text = messages.length === 0 ? "" : `${messages.length === 1 ? "1 field needs" : `${messages.length} fields need`} attention. ${messages[0]}`;
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
