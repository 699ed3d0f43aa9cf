import { useEffect, useState } from "react";
import type { PasswordStrength } from "../../../contract/password-strength";
import { cn } from "../../lib/cn";

const labels = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
const colors = ["bg-danger", "bg-danger", "bg-accent-500", "bg-brand-600", "bg-brand-700"] as const;
const MIN_SCORE = 3;

/** Strength as the visitor types; the estimator and its dictionaries (about 1 MB) load on the first keystroke, never with the page. */
export function PasswordStrengthMeter({ password, username, email }: { password: string; username?: string; email?: string }) {
  const [estimate, setEstimate] = useState<PasswordStrength | null>(null);
  useEffect(() => {
    if (!password) {
      setEstimate(null);
      return;
    }
    let current = true;
    void import("../../../contract/password-strength").then(({ passwordStrength }) => {
      if (current) setEstimate(passwordStrength(password, { username, email }));
    });
    return () => {
      current = false;
    };
  }, [password, username, email]);

  if (!estimate) return null;
  const enough = estimate.score >= MIN_SCORE;
  return (
    <div data-testid="password-strength" aria-live="polite" className="grid gap-1">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cn("h-1.5 rounded-full", estimate.score >= step ? colors[estimate.score] : "bg-line")} />
        ))}
      </div>
      <p className={cn("text-xs", enough ? "text-ink-soft" : "text-danger")}>
        Password strength: {labels[estimate.score]}
        {!enough && estimate.suggestion ? `. ${estimate.suggestion}` : ""}
      </p>
    </div>
  );
}
