import { MailWarning } from "lucide-react";
import { emailLinkEndpoints } from "../../../contract/endpoints/accounts";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";

/** On every signed-in screen until the registration's link is opened, with 'resend'. */
export function VerifyEmailBanner() {
  const status = useEndpointQuery(emailLinkEndpoints.verificationStatus, {}, { staleTime: 60_000 });
  const resend = useEndpointMutation(emailLinkEndpoints.resendVerification, {
    success: { title: "Confirmation link sent", description: (data) => data.message },
    failure: { title: "Could not send", fallback: "Please try again later" },
  });
  if (!status.data || status.data.verified) return null;
  return (
    <div role="status" className="border-b border-accent-500/30 bg-accent-400/10">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
        <MailWarning className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-ink">
          Please confirm your email address: open the link we sent to <span className="font-semibold break-all">{status.data.email}</span>.
        </p>
        <Button size="sm" variant="outline" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate({})}>
          {resend.isSuccess ? "Link Sent" : "Resend Link"}
        </Button>
      </div>
    </div>
  );
}
