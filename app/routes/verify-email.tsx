import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { InvalidLink, MailedLinkPage } from "../components/account/mailed-link-page";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { emailLinkEndpoints } from "../../contract/endpoints/accounts";
import { callEndpoint, queryKeyOf } from "../lib/api";
import { pageMeta } from "../lib/site";

export const meta = () =>
  pageMeta({
    title: "Confirm Your Email Address",
    description: "Confirm the email address of your client portal account.",
    path: "/auth/verify-email",
    noindex: true,
  });

const invalidLink = (
  <InvalidLink
    to="/dashboard"
    label="Go to your dashboard"
    text="This verification link is invalid or has expired. Sign in and use 'Resend Link' on the banner for a new one."
  />
);

/** Where the registration's verification link lands: shows the address, and confirms it on a click. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return <MailedLinkPage>{() => (token ? <VerifyStep token={token} /> : invalidLink)}</MailedLinkPage>;
}

function VerifyStep({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const lookup = useQuery({
    queryKey: queryKeyOf(emailLinkEndpoints.verifyEmailLookup, { query: { token } }),
    queryFn: () => callEndpoint(emailLinkEndpoints.verifyEmailLookup, { query: { token } }),
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => callEndpoint(emailLinkEndpoints.verifyEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(emailLinkEndpoints.verificationStatus) }),
  });
  if (lookup.isPending) return <Spinner label="Checking the link..." className="justify-center py-6" />;
  if (lookup.isError || confirm.isError) return invalidLink;
  if (confirm.isSuccess) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">Email address confirmed</h1>
        <p className="mt-3 text-ink-soft">{confirm.data.message}</p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">Go to your dashboard</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Confirm your email address</h1>
      <p className="mt-3 text-ink-soft">Confirm that this address belongs to your account:</p>
      <p className="mt-2 break-all text-lg font-semibold">{lookup.data.email}</p>
      <Button size="lg" className="mt-6 w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? "Confirming..." : "Confirm Email Address"}
      </Button>
    </>
  );
}
