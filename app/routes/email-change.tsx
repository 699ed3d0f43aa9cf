import { useMutation, useQuery } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { type EmailChangeAction, emailChangeActionSchema } from "../../contract/accounts";
import { InvalidLink, MailedLinkPage } from "../components/account/mailed-link-page";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { emailLinkEndpoints } from "../../contract/endpoints/accounts";
import { callEndpoint, queryKeyOf } from "../lib/api";
import { pageMeta } from "../lib/site";
import { toast } from "../lib/toast";

export const meta = () =>
  pageMeta({
    title: "Email Address Change",
    description: "Confirm or undo a change of your account's email address.",
    path: "/auth/email-change",
    noindex: true,
  });

const texts = {
  confirm: {
    title: "Confirm your new email address",
    lead: "Your account will use this address from now on:",
    button: "Confirm Email Address",
    toast: "Email address changed",
  },
  undo: {
    title: "Keep your email address",
    lead: "Cancel the change and keep this address on your account:",
    button: "Keep This Address",
    toast: "Email change undone",
  },
} as const;

const invalidLink = (
  <InvalidLink to="/profile" label="Go to your profile" text="This link is invalid or has expired. Sign in and change your email again from your profile." />
);

/** Where the links in the email-change mails land: says what the link does, and does it only on a click. */
export default function EmailChangePage() {
  const [params] = useSearchParams();
  const action = emailChangeActionSchema.safeParse(params.get("action")).data;
  const token = params.get("token") ?? "";
  return <MailedLinkPage>{() => (action && token ? <EmailChangeStep action={action} token={token} /> : invalidLink)}</MailedLinkPage>;
}

function EmailChangeStep({ action, token }: { action: EmailChangeAction; token: string }) {
  const text = texts[action];
  const lookup = useQuery({
    queryKey: queryKeyOf(emailLinkEndpoints.emailChangeLookup, { query: { action, token } }),
    queryFn: () => callEndpoint(emailLinkEndpoints.emailChangeLookup, { query: { action, token } }),
    retry: false,
  });
  const apply = useMutation({
    mutationFn: () => callEndpoint(action === "confirm" ? emailLinkEndpoints.emailChangeConfirm : emailLinkEndpoints.emailChangeUndo, { body: { token } }),
    onSuccess: (body) => toast({ title: text.toast, description: body.message }),
    onError: (error) => toast({ title: "Request failed", description: error.message || "This link is invalid or has expired.", variant: "destructive" }),
  });

  if (lookup.isPending) return <Spinner label="Checking the link..." className="justify-center py-6" />;
  if (lookup.isError) return invalidLink;
  if (apply.isSuccess) {
    return (
      <div className="text-center" role="status">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">{text.toast}</h1>
        <p className="mt-3 text-ink-soft">{apply.data.message}</p>
        {action === "undo" ? (
          <Button asChild className="mt-6">
            <Link to="/auth/reset-password">Reset your password</Link>
          </Button>
        ) : (
          <Button asChild className="mt-6">
            <Link to="/profile">Go to your profile</Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
      <p className="mt-3 text-ink-soft">{text.lead}</p>
      <p className="mt-2 break-all text-lg font-semibold">{lookup.data.email}</p>
      <Button size="lg" className="mt-6 w-full" disabled={apply.isPending} onClick={() => apply.mutate()}>
        {apply.isPending ? "Saving..." : text.button}
      </Button>
    </>
  );
}
