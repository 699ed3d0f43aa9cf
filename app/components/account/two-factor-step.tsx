import { useState } from "react";
import { useForm } from "react-hook-form";
import { useAuth } from "../../lib/auth";
import { resolverOnDemand } from "../../lib/contract-on-demand";
import { useFormSubmit } from "../../lib/use-form-submit";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";

// Loaded already when the password step was checked; the same module again costs nothing.
const checksOnDemand = () => import("./sign-in-resolvers");
const appCodeResolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.appCodeResolver));
const recoveryCodeResolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.recoveryCodeResolver));

/** The sign-in's second step: the app's code, or a recovery code instead. */
export function TwoFactorStep() {
  const [useRecovery, setUseRecovery] = useState(false);
  return useRecovery ? <RecoveryForm onBack={() => setUseRecovery(false)} /> : <CodeForm onRecovery={() => setUseRecovery(true)} />;
}

function CodeForm({ onRecovery }: { onRecovery(): void }) {
  const { verifyCode, cancelCode } = useAuth();
  const form = useForm({ resolver: appCodeResolver, defaultValues: { code: "" } });
  // The sign-in's own toasts say what went wrong; the form places the field errors.
  const { onSubmit } = useFormSubmit(form, (values) => verifyCode.send(values));
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Two-step sign-in">
      <p className="text-ink-soft">Open your authenticator app and enter the 6-digit code for Stratum BIM.</p>
      <Field
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register("code")}
      />
      <Button type="submit" size="lg" disabled={verifyCode.isPending} className="w-full">
        {verifyCode.isPending ? "Verifying..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" onClick={onRecovery} className="font-semibold text-brand-600 underline-offset-4 hover:underline">
          Use a recovery code
        </button>
        <button type="button" onClick={cancelCode} className="font-medium text-ink-soft underline-offset-4 hover:underline">
          Start over
        </button>
      </div>
    </form>
  );
}

function RecoveryForm({ onBack }: { onBack(): void }) {
  const { verifyCode } = useAuth();
  const form = useForm({ resolver: recoveryCodeResolver, defaultValues: { recoveryCode: "" } });
  const { onSubmit } = useFormSubmit(form, (values) => verifyCode.send(values));
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in with a recovery code">
      <p className="text-ink-soft">Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.</p>
      <Field
        label="Recovery code"
        autoComplete="off"
        spellCheck={false}
        autoFocus
        error={form.formState.errors.recoveryCode?.message}
        {...form.register("recoveryCode")}
      />
      <Button type="submit" size="lg" disabled={verifyCode.isPending} className="w-full">
        {verifyCode.isPending ? "Verifying..." : "Verify"}
      </Button>
      <button type="button" onClick={onBack} className="justify-self-start text-sm font-semibold text-brand-600 underline-offset-4 hover:underline">
        Use the app's code instead
      </button>
    </form>
  );
}
