import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { twoFactorEndpoints } from "../../../contract/endpoints/accounts";
import { type TwoFactorSetup, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorSetupRequestSchema } from "../../../contract/two-factor";
import { twoFactorMessages } from "../../../contract/messages/accounts";
import { callEndpoint, queryKeyOf } from "../../lib/api";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { useFormSubmit } from "../../lib/use-form-submit";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Spinner } from "../ui/spinner";

const STATUS_QUERY_KEY = queryKeyOf(twoFactorEndpoints.status);

/** /profile's two-step sign-in: set up with a QR code and a first code, recovery codes shown once, turn off with password and code. */
export function TwoFactorPanel({ requiredMessage = twoFactorMessages.setupRequired, onReady }: { requiredMessage?: string; onReady?: () => void } = {}) {
  const queryClient = useQueryClient();
  const status = useEndpointQuery(twoFactorEndpoints.status, {}, { staleTime: 0 });
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
  const [starting, setStarting] = useState(false);

  if (status.isPending) return <Spinner label="Loading two-step sign-in..." className="justify-center py-6" />;
  if (status.isError) return <p className="text-danger">Two-step sign-in could not be loaded. Please refresh the page.</p>;
  const { enabled, required, recoveryCodesLeft } = status.data;

  if (codes)
    return (
      <RecoveryCodeList
        codes={codes}
        onDone={() => {
          setCodes(null);
          onReady?.();
        }}
      />
    );
  if (setup) {
    return (
      <SetupStep
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(fresh) => {
          setSetup(null);
          setCodes(fresh);
          void refresh();
        }}
      />
    );
  }
  return (
    <div className="grid gap-5">
      {required && !enabled && (
        <p role="alert" className="rounded-xl border border-accent-500/40 bg-accent-400/10 p-4 font-medium text-ink">
          {requiredMessage}
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        Status:
        <span
          className={enabled ? "rounded-full bg-success/10 px-2.5 py-0.5 text-sm text-success" : "rounded-full bg-paper px-2.5 py-0.5 text-sm text-ink-soft"}
        >
          {enabled ? "On" : "Off"}
        </span>
        {enabled && <span className="text-sm font-normal text-ink-soft">{recoveryCodesLeft} of 10 recovery codes left</span>}
      </p>
      {starting ? (
        <StartForm
          replacing={enabled}
          onStarted={(data) => {
            setStarting(false);
            setSetup(data);
          }}
          onCancel={() => setStarting(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setStarting(true)} variant={enabled ? "outline" : "primary"}>
            {enabled ? "Set Up a New Device" : "Set Up Two-Step Sign-In"}
          </Button>
        </div>
      )}
      {enabled && !required && <DisableForm onDisabled={() => void refresh()} />}
    </div>
  );
}

/** Changing how the account signs in starts with the password again; replacing the app, with a code from it too. */
function StartForm({ replacing, onStarted, onCancel }: { replacing: boolean; onStarted(setup: TwoFactorSetup): void; onCancel(): void }) {
  const form = useForm({ resolver: zodResolver(twoFactorSetupRequestSchema), defaultValues: { password: "", code: "" } });
  const begin = useFormSubmit(form, (values) => callEndpoint(twoFactorEndpoints.setup, { body: values }), {
    failure: { title: "Set-up failed", fallback: "Could not start the set-up" },
    onSuccess: onStarted,
  });
  return (
    <form method="post" noValidate onSubmit={begin.onSubmit} className="grid max-w-md gap-4">
      <Field
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      {replacing && (
        <Field
          label="Code from your current app or a recovery code"
          autoComplete="one-time-code"
          error={form.formState.errors.code?.message}
          {...form.register("code")}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={begin.isPending}>
          {begin.isPending ? "Checking..." : "Continue"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetupStep({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel(): void; onEnabled(codes: string[]): void }) {
  const form = useForm({ resolver: zodResolver(twoFactorEnableSchema), defaultValues: { code: "" } });
  const enable = useFormSubmit(form, (values) => callEndpoint(twoFactorEndpoints.enable, { body: values }), {
    failure: { title: "Set-up failed", fallback: "That code did not work" },
    onSuccess: (data) => onEnabled(data.recoveryCodes),
  });
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-start">
      <img
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        width={192}
        height={192}
        className="size-48 rounded-lg border border-line bg-white p-2"
      />
      <div className="grid gap-4">
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-ink">
          <li>Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...) and scan the QR code.</li>
          <li>
            Or type this key by hand: <code className="break-all rounded bg-paper px-1.5 py-0.5 font-mono text-sm">{setup.secret}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <form method="post" noValidate onSubmit={enable.onSubmit} className="grid max-w-xs gap-3">
          <Field
            label="Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={form.formState.errors.code?.message}
            {...form.register("code")}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={enable.isPending}>
              {enable.isPending ? "Checking..." : "Turn On"}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Stratum BIM recovery codes\n\n${codes.join("\n")}\n`)}`;
  return (
    <div className="grid gap-4">
      <p role="status" className="font-semibold text-success">
        Two-step sign-in is on.
      </p>
      <p className="text-ink-soft">Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</p>
      <ul aria-label="Recovery codes" className="grid gap-2 rounded-xl border border-line bg-paper p-4 font-mono text-sm sm:max-w-2xl sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <a href={download} download="stratum-recovery-codes.txt">
            Download Codes
          </a>
        </Button>
        <Button onClick={onDone}>I Have Saved Them</Button>
      </div>
    </div>
  );
}

function DisableForm({ onDisabled }: { onDisabled(): void }) {
  const empty = { password: "", code: "" };
  const form = useForm({ resolver: zodResolver(twoFactorDisableSchema), defaultValues: empty });
  const disable = useFormSubmit(form, (values) => callEndpoint(twoFactorEndpoints.disable, { body: values }), {
    success: { title: "Two-step sign-in is off" },
    failure: { title: "Could not turn off", fallback: "Please check your password and code" },
    onSuccess: () => {
      form.reset(empty);
      onDisabled();
    },
  });
  const { errors } = form.formState;
  return (
    <form method="post" noValidate className="grid max-w-md gap-4 border-t border-line pt-5" onSubmit={disable.onSubmit}>
      <h3 className="font-semibold">Turn off two-step sign-in</h3>
      <Field label="Current Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <Field label="Code from the app or a recovery code" autoComplete="one-time-code" error={errors.code?.message} {...form.register("code")} />
      <div>
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          Turn Off
        </Button>
      </div>
    </form>
  );
}
