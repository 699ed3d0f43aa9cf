import { useQueryClient } from "@tanstack/react-query";
import { mailPreferenceEndpoints } from "../../../contract/endpoints/mail-preferences";
import { type MailKind, mailKindInfo, mailKinds } from "../../../contract/mail-preferences";
import { isFirmStaff } from "../../../contract/policies";
import { queryKeyOf } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Checkbox } from "../ui/checkbox";
import { ErrorState, LoadingState } from "../ui/query-state";
import { Select } from "../ui/select";

const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];

/** Profile → Preferences: each kind of mail this person can get, on or off, and the zone their digests keep. */
export function MailPreferences() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { data, isLoading, error, refetch } = useEndpointQuery(mailPreferenceEndpoints.get, {});
  const change = useEndpointMutation(mailPreferenceEndpoints.change, {
    success: { title: "Preferences saved" },
    failure: { title: "Not saved", fallback: "Your preference could not be saved." },
    onSuccess: (answer) => queryClient.setQueryData(queryKeyOf(mailPreferenceEndpoints.get), answer),
  });
  if (isLoading) return <LoadingState label="Loading your preferences" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load your preferences."} onRetry={() => refetch()} />;
  const firm = user ? isFirmStaff(user.role) : false;
  const offered = mailKinds.filter(
    (kind: MailKind) => mailKindInfo[kind].audience === "everyone" || mailKindInfo[kind].audience === (firm ? "firm" : "client"),
  );
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3">
        <legend className="sr-only">Mail you receive</legend>
        {offered.map((kind) => (
          <div key={kind} className="flex items-start gap-3 text-ink">
            <Checkbox
              id={`mail-${kind}`}
              checked={data.preferences[kind]}
              disabled={change.isPending}
              onChange={(event) => change.mutate({ body: { [kind]: event.target.checked } })}
              aria-describedby={`mail-${kind}-text`}
            />
            <div>
              <label htmlFor={`mail-${kind}`} className="font-semibold">
                {mailKindInfo[kind].label}
              </label>
              <p id={`mail-${kind}-text`} className="text-sm text-ink-soft">
                {mailKindInfo[kind].description}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="grid max-w-sm gap-1.5">
        <label htmlFor="mail-time-zone" className="text-sm font-medium text-ink">
          Time zone for digests
        </label>
        <Select
          id="mail-time-zone"
          value={data.timeZone ?? ""}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ body: { timeZone: event.target.value || null } })}
        >
          <option value="">{firm ? "The firm's time zone" : "Your company's time zone"}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, " ")}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
