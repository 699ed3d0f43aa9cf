import { useQueryClient } from "@tanstack/react-query";
import type { NewsletterPreference as Preference } from "../../../contract/leads";
import { leadEndpoints } from "../../../contract/endpoints/leads";
import { queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Checkbox } from "../ui/checkbox";
import { ErrorState, LoadingState } from "../ui/query-state";

const stateText: Record<Preference["state"], string> = {
  subscribed: "You receive the newsletter at your account's address.",
  pending: "We sent a confirmation link to your address: the newsletter starts once you open it.",
  none: "You do not receive the newsletter.",
};

/** Profile → Preferences: the newsletter subscription of the account's own address, on and off. */
export function NewsletterPreference() {
  const queryClient = useQueryClient();
  const { data, isLoading, error, refetch } = useEndpointQuery(leadEndpoints.newsletterPreference, {});
  const change = useEndpointMutation(leadEndpoints.changeNewsletterPreference, {
    success: { title: "Preferences saved", description: (answer) => stateText[answer.state] },
    failure: { title: "Not saved", fallback: "Your preference could not be saved." },
    onSuccess: (answer) => queryClient.setQueryData(queryKeyOf(leadEndpoints.newsletterPreference), answer),
  });
  if (isLoading) return <LoadingState label="Loading your preferences" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load your preferences."} onRetry={() => refetch()} />;
  const on = data.state !== "none";
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3 text-ink">
        <Checkbox
          id="newsletter-preference"
          checked={on}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ body: { subscribed: event.target.checked } })}
          aria-describedby="newsletter-state"
        />
        <label htmlFor="newsletter-preference">
          <span className="font-semibold">Engineering newsletter</span>, about once a month: project write-ups, standards updates and new services.
        </label>
      </div>
      <p id="newsletter-state" role="status" className="pl-7 text-sm text-ink-soft">
        {stateText[data.state]}
      </p>
    </div>
  );
}
