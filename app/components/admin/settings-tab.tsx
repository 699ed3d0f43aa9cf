import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { queryKeyOf } from "../../lib/api";
import { formatDateTime } from "../../../contract/dates";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Textarea } from "../ui/textarea";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { PromoBannerForm } from "./promo-banner-form";
import { ErasePerson } from "./pipeline/erase-person";
import { PipelineSettings } from "./pipeline/pipeline-settings";

/** /admin/settings: who is told about new leads, and deliveries that gave up. */
export function SettingsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LeadInboxes />
      <PromoBanner />
      <PipelineSettings />
      <ErasePerson />
      <div className="lg:col-span-2">
        <FailedJobs />
      </div>
    </div>
  );
}

function PromoBanner() {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.settings, {});
  if (isLoading) return <LoadingState label="Loading promo banner" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load settings."} onRetry={() => refetch()} />;
  return <PromoBannerForm key={JSON.stringify(data.data.promoBanner)} banner={data.data.promoBanner} />;
}

function LeadInboxes() {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.settings, {});
  const [text, setText] = useState("");
  const saved = data?.data.inboxes.join("\n") ?? "";
  useEffect(() => setText(saved), [saved]);
  const save = useEndpointMutation(adminEndpoints.leadInboxes, {
    success: { title: "Settings saved", description: (d) => d.message },
    failure: { title: "Settings not saved", fallback: "Could not save the inboxes." },
    invalidates: [queryKeyOf(adminEndpoints.settings)],
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Lead notification inboxes</CardTitle>
        <CardDescription>Every new lead is emailed to these addresses, one per line. Changes apply to the next lead.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading settings" />
        ) : error || !data ? (
          <ErrorState message={error?.message ?? "Could not load settings."} onRetry={() => refetch()} />
        ) : (
          <form
            method="post"
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              const inboxes = text
                .split(/[\s,;]+/)
                .map((s) => s.trim())
                .filter(Boolean);
              save.mutate({ body: { inboxes } });
            }}
          >
            <label htmlFor="lead-inboxes" className="text-sm font-medium text-ink">
              Inboxes
            </label>
            <Textarea id="lead-inboxes" rows={4} value={text} onChange={(e) => setText(e.target.value)} placeholder="sales@example.com" />
            {data.data.environmentInboxes.length > 0 && (
              <p className="text-xs text-ink-soft">Also always notified (set in the server's LEAD_NOTIFY_TO): {data.data.environmentInboxes.join(", ")}</p>
            )}
            <div>
              <Button type="submit" size="sm" disabled={save.isPending || text === saved}>
                {save.isPending ? "Saving..." : "Save inboxes"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

function FailedJobs() {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.failedJobs, {});
  const retry = useEndpointMutation(adminEndpoints.retryJob, {
    success: { title: "Retrying", description: (d) => d.message },
    failure: { title: "Retry failed", fallback: "Could not retry the job." },
    invalidates: [queryKeyOf(adminEndpoints.failedJobs)],
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed deliveries</CardTitle>
        <CardDescription>Emails and webhooks that gave up after every attempt.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading failed deliveries" />
        ) : error || !data ? (
          <ErrorState message={error?.message ?? "Could not load jobs."} onRetry={() => refetch()} />
        ) : data.data.jobs.length === 0 ? (
          <EmptyState title="Nothing has failed">Every email and webhook went out.</EmptyState>
        ) : (
          <ul className="divide-y divide-line">
            {data.data.jobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium text-ink">
                    <Badge variant="danger">Failed</Badge> {job.kind}
                  </p>
                  <p className="mt-1 break-words text-xs text-ink-soft">{job.lastError ?? "No error recorded"}</p>
                  <p className="text-xs text-ink-soft">
                    {job.attempts} attempts · gave up {formatDateTime(job.finishedAt)}
                  </p>
                </div>
                <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate({ params: { id: job.id } })}>
                  <RotateCcw aria-hidden="true" /> Retry
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
