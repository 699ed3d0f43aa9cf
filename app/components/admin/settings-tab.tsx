import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import type { FailedJobsResponse, NotifyInboxesInput, SettingsResponse } from "../../../contract/admin";
import type { MessageResponse } from "../../../contract/api";
import { ADMIN_KEYS, useAdminQuery } from "../../lib/admin-queries";
import { formatDateTime } from "../../../contract/dates";
import { useApiMutation } from "../../lib/use-api-mutation";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Textarea } from "../ui/textarea";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { PromoBannerForm } from "./promo-banner-form";
import { useInvalidate } from "./use-invalidate";

/** /admin/settings: who is told about new leads, and deliveries that gave up. */
export function SettingsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LeadInboxes />
      <PromoBanner />
      <div className="lg:col-span-2">
        <FailedJobs />
      </div>
    </div>
  );
}

function PromoBanner() {
  const { data, isLoading, error, refetch } = useAdminQuery<SettingsResponse>(ADMIN_KEYS.settings);
  if (isLoading) return <LoadingState label="Loading promo banner" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load settings."} onRetry={() => refetch()} />;
  return <PromoBannerForm key={JSON.stringify(data.data.promoBanner)} banner={data.data.promoBanner} />;
}

function LeadInboxes() {
  const { data, isLoading, error, refetch } = useAdminQuery<SettingsResponse>(ADMIN_KEYS.settings);
  const [text, setText] = useState("");
  const invalidate = useInvalidate();
  const saved = data?.data.inboxes.join("\n") ?? "";
  useEffect(() => setText(saved), [saved]);
  const save = useApiMutation<NotifyInboxesInput, SettingsResponse>(
    "PUT",
    "/api/admin/settings/lead-inboxes",
    { success: { title: "Settings saved", description: (d) => d.message }, failure: { title: "Settings not saved", fallback: "Could not save the inboxes." } },
    () => invalidate(ADMIN_KEYS.settings),
  );
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
              save.mutate({
                inboxes: text
                  .split(/[\s,;]+/)
                  .map((s) => s.trim())
                  .filter(Boolean),
              });
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
  const { data, isLoading, error, refetch } = useAdminQuery<FailedJobsResponse>(ADMIN_KEYS.failedJobs);
  const invalidate = useInvalidate();
  const retry = useApiMutation<{ id: string }, MessageResponse>(
    "POST",
    ({ id }) => `/api/admin/jobs/${id}/retry`,
    { success: { title: "Retrying", description: (d) => d.message }, failure: { title: "Retry failed", fallback: "Could not retry the job." } },
    () => invalidate(ADMIN_KEYS.failedJobs),
  );
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
                <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retry.mutate({ id: job.id })}>
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
