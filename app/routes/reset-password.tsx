import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { type ResetPasswordForm, type ResetRequestInput, resetPasswordFormSchema, resetRequestSchema } from "../../contract/accounts";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/form-field";
import { LINK_LIFETIME, RESET_REDIRECT_MS } from "../../contract/constants";
import { emailLinkEndpoints } from "../../contract/endpoints/accounts";
import { callEndpoint } from "../lib/api";
import { durationInWords } from "../../contract/duration-words";
import { useFormSubmit } from "../lib/use-form-submit";
import { pageMeta } from "../lib/site";
import { useHydrated } from "../lib/use-hydrated";
import { Card } from "../components/ui/card";

// The link's token is in the address: the header covers a page load, the meta tag a move inside the app too.
export const meta = () => [
  ...pageMeta({
    title: "Reset Your Password",
    description: "Request a password reset link or set a new password for your account.",
    path: "/auth/reset-password",
  }),
  { name: "referrer", content: "no-referrer" },
];

/** Spec 01 §9: the wait before sending the visitor to sign in after a reset. */
export const REDIRECT_AFTER_RESET_MS = RESET_REDIRECT_MS;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The prerendered HTML has no query string; read it only once running in the browser.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const token = hydrated ? params.get("token") : null;
  const email = hydrated ? (params.get("email") ?? "") : "";

  return (
    <section className="bg-paper">
      <div className="container-page max-w-xl py-10 sm:py-16">
        <Link to="/auth" className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-600 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to login
        </Link>
        <Card asChild className="mt-6 rounded-2xl p-6 sm:p-8">
          <div>{token ? <NewPassword token={token} email={email} /> : <RequestLink key={email} initialEmail={email} />}</div>
        </Card>
      </div>
    </section>
  );
}

function RequestLink({ initialEmail }: { initialEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: initialEmail ? { email: initialEmail } : undefined });
  // Inert until the code runs: a native submit has nowhere to go.
  const ready = useHydrated();
  const request = useFormSubmit(form, (input: ResetRequestInput) => callEndpoint(emailLinkEndpoints.requestReset, { body: input }), {
    success: { title: "Reset email sent", description: "Check your email for a password reset link." },
    failure: { title: "Request failed", fallback: "Failed to request password reset" },
    onSuccess: (_body, input) => setSentTo(input.email),
  });

  if (sentTo) {
    return (
      <div className="text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">Check Your Email</h1>
        <p className="mt-3 text-ink-soft">
          If an account exists for <strong className="break-all text-ink">{sentTo}</strong>, we have sent a link to reset its password. The link works once and
          expires in {durationInWords(LINK_LIFETIME.resetMs)}.
        </p>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button variant="outline" disabled={request.isPending} onClick={() => request.run({ email: sentTo })}>
            {request.isPending ? "Sending..." : "Resend Email"}
          </Button>
          <Button asChild>
            <Link to="/auth">Back to Login</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Forgot your password?</h1>
      <p className="mt-2 text-ink-soft">Enter the email address of your account and we will send you a link to set a new password.</p>
      <form method="post" noValidate className="mt-6 grid gap-4" onSubmit={request.onSubmit}>
        <Field label="Email" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register("email")} />
        <Button type="submit" size="lg" disabled={!ready || request.isPending} className="w-full">
          {request.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
      </form>
    </>
  );
}

function NewPassword({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });
  const reset = useFormSubmit(form, (input: ResetPasswordForm) => callEndpoint(emailLinkEndpoints.resetPassword, { body: { ...input, token, email } }), {
    success: { title: "Password reset successful", description: "Your password has been updated. You can now login with your new password." },
    failure: { title: "Reset failed", fallback: "Failed to reset password" },
    onSuccess: () => setDone(true),
  });
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/auth"), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);
  const { errors } = form.formState;

  if (done) {
    return (
      <div className="text-center" role="status">
        <h1 className="text-2xl font-bold">Password updated</h1>
        <p className="mt-3 text-ink-soft">Taking you to the sign-in page…</p>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Reset Your Password</h1>
      <p className="mt-2 text-ink-soft">
        Choose a new password
        {email ? (
          <>
            {" "}
            for <strong className="break-all text-ink">{email}</strong>
          </>
        ) : null}
        . At least 8 characters, and not a common one.
      </p>
      <form method="post" noValidate className="mt-6 grid gap-4" onSubmit={reset.onSubmit}>
        <Field label="New Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
      </form>
    </>
  );
}
