import { useMutation, useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { invitationEndpoints } from "../../contract/endpoints/invitations";
import { invitationMessages } from "../../contract/invitations";
import { InvalidLink, MailedLinkPage } from "../components/account/mailed-link-page";
import { PasswordStrengthMeter } from "../components/account/password-strength-meter";
import { Button } from "../components/ui/button";
import { Field } from "../components/ui/form-field";
import { Spinner } from "../components/ui/spinner";
import { ApiRequestError, callEndpoint } from "../lib/api";
import { pageMeta } from "../lib/site";

export const meta = () =>
  pageMeta({
    title: "Accept Your Invitation",
    description: "Join your company's space on the client portal.",
    path: "/auth/invitation",
    noindex: true,
  });

const invalidLink = <InvalidLink to="/auth" label="Go to sign in" text={invitationMessages.invitationInvalid} />;

/** Where an invitation's link lands: names the company, then creates or links the account on one click. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return <MailedLinkPage>{() => (token ? <AcceptStep token={token} /> : invalidLink)}</MailedLinkPage>;
}

function AcceptStep({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const lookup = useQuery({
    queryKey: ["/api/invitations/lookup", token],
    queryFn: () => callEndpoint(invitationEndpoints.lookUp, { body: { token } }),
    retry: false,
  });
  const accept = useMutation({ mutationFn: (body: { token: string; password?: string }) => callEndpoint(invitationEndpoints.accept, { body }) });
  if (lookup.isPending) return <Spinner label="Checking the invitation..." className="justify-center py-6" />;
  if (lookup.isError) return invalidLink;
  if (accept.isSuccess) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Building2 className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">You are in</h1>
        <p className="mt-3 text-ink-soft">{accept.data.message}</p>
        {lookup.data?.twoFactorRequired && (
          <p className="mt-3 text-ink-soft">
            {lookup.data.company} asks everyone on its portal to use two-step sign-in: right after you sign in, your dashboard walks you through setting it up
            with an authenticator app.
          </p>
        )}
        <Button asChild className="mt-6">
          <Link to="/auth">Sign in</Link>
        </Button>
      </div>
    );
  }
  const { email, fullName, company, existingAccount, twoFactorRequired } = lookup.data;
  const fieldError = accept.error instanceof ApiRequestError ? accept.error.errors?.password : undefined;
  const formError = accept.error && !fieldError ? accept.error.message : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(existingAccount ? { token } : { token, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <h1 className="text-2xl font-bold sm:text-3xl">Join {company}</h1>
      <p className="mt-3 text-ink-soft">
        {fullName}, you are invited to follow {company}'s projects on the client portal. You will sign in with <strong className="break-all">{email}</strong>.
      </p>
      {twoFactorRequired && <p className="mt-3 text-sm text-ink-soft">{company} requires two-step sign-in: keep an authenticator app on your phone at hand.</p>}
      {existingAccount ? (
        <p className="mt-4 text-sm text-ink-soft">This address already has an account: accepting adds it to {company}, and your password stays as it is.</p>
      ) : (
        <div className="mt-6 grid gap-2">
          <Field
            label="Choose a password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError}
            hint="At least 8 characters; a phrase of unrelated words is strongest."
          />
          <PasswordStrengthMeter password={password} email={email} />
        </div>
      )}
      {formError && (
        <p role="alert" className="mt-4 text-sm text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={accept.isPending}>
        {accept.isPending ? "Accepting..." : "Accept Invitation"}
      </Button>
    </form>
  );
}
