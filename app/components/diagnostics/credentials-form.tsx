import type { FormEvent } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Outcome } from "./test-panel";

type FieldName = "username" | "email" | "password";
type Props = {
  id: string;
  title: string;
  fields: readonly FieldName[];
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: Record<FieldName, string>) => void;
};

const labels: Record<FieldName, { label: string; type: string; autoComplete: string }> = {
  username: { label: "Username", type: "text", autoComplete: "username" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  password: { label: "Password", type: "password", autoComplete: "current-password" },
};

/** The register or login form of /auth-test; the browser checks only that each field is filled in. */
export function CredentialsForm({ id, title, fields, submitLabel, busy, error, onSubmit }: Props) {
  // Inert until the code runs: a native submit would send the password to a page that cannot take it.
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(data.get(name) ?? "");
    onSubmit({ username: value("username"), email: value("email"), password: value("password") });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <form method="post" onSubmit={submit} className="mt-5 grid gap-4">
        {fields.map((name) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={labels[name].label}
            type={labels[name].type}
            autoComplete={name === "password" && id === "register" ? "new-password" : labels[name].autoComplete}
            name={name}
            required
          />
        ))}
        <Button type="submit" disabled={!hydrated || busy}>
          {busy ? "Processing..." : submitLabel}
        </Button>
      </form>
      {error && <Outcome kind="error">{error}</Outcome>}
    </section>
  );
}
