import { useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { useEndpointQuery } from "../../../lib/use-endpoint";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { ErrorState, LoadingState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../ui/table";
import { durationShort } from "./pipeline-format";

const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((1000 * part) / whole) / 10}%`);

/** Visits → leads → qualified → won, how fast the firm answers against its 24-hour promise, and where leads come from. */
export function PipelineReports() {
  return (
    <div className="grid gap-6">
      <Funnel />
      <LeadsByMonth />
    </div>
  );
}

function Funnel() {
  const { data, isLoading, error, refetch } = useEndpointQuery(pipelineEndpoints.funnel, {});
  if (isLoading) return <LoadingState label="Loading the funnel" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the funnel."} onRetry={() => refetch()} />;
  const steps = [
    { label: "Visits", value: data.visits, note: "page views" },
    { label: "Leads", value: data.leads, note: `${percent(data.leads, data.visits)} of visits` },
    { label: "Qualified", value: data.qualified, note: `${percent(data.qualified, data.leads)} of leads` },
    { label: "Won", value: data.won, note: `${percent(data.won, data.leads)} of leads` },
  ];
  const widest = Math.max(1, ...steps.map((s) => s.value));
  const reply = data.firstReply;
  const withinShare = percent(reply.withinPromise, reply.replied);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Funnel, last {data.windowDays} days</CardTitle>
          <CardDescription>
            Conversion Rate (won ÷ leads, spam aside): <strong className="text-ink">{data.conversion === null ? "no leads yet" : `${data.conversion}%`}</strong>
            {data.previousConversion !== null && `, against ${data.previousConversion}% in the 30 days before`}. The overview's card shows the same figure.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-3" aria-label="Funnel">
            {steps.map((step) => (
              <li key={step.label} className="grid gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-semibold text-ink">{step.label}</span>
                  <span className="text-ink-soft">
                    <strong className="text-ink">{step.value.toLocaleString("en-US")}</strong> · {step.note}
                  </span>
                </div>
                <div className="h-3 rounded-full bg-paper" aria-hidden="true">
                  <div className="h-3 rounded-full bg-brand-600" style={{ width: `${Math.max(step.value ? 2 : 0, (100 * step.value) / widest)}%` }} />
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>First reply against the 24-hour promise</CardTitle>
          <CardDescription>Time from a lead's arrival to the first reply, call or meeting, for leads of the last {data.windowDays} days.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-3xl font-bold text-ink">
            {reply.medianSeconds === null ? "—" : durationShort(reply.medianSeconds)}
            <span className="ml-2 text-sm font-normal text-ink-soft">median</span>
          </p>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="rounded-lg bg-paper p-3">
              <dt className="text-ink-soft">Answered within {reply.promiseHours} h</dt>
              <dd className="text-lg font-semibold text-ink">
                {reply.withinPromise} of {reply.replied} <span className="text-sm font-normal text-ink-soft">({withinShare})</span>
              </dd>
            </div>
            <div className={reply.waitingPastPromise > 0 ? "rounded-lg bg-red-50 p-3" : "rounded-lg bg-paper p-3"}>
              <dt className="text-ink-soft">Waiting past {reply.promiseHours} h</dt>
              <dd className={reply.waitingPastPromise > 0 ? "text-lg font-semibold text-danger" : "text-lg font-semibold text-ink"}>
                {reply.waitingPastPromise}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function LeadsByMonth() {
  const [months, setMonths] = useState(6);
  const [by, setBy] = useState<"bySource" | "byCampaign" | "byService">("bySource");
  const { data, isLoading, error, refetch } = useEndpointQuery(
    pipelineEndpoints.leadReport,
    { query: { months } },
    { placeholderData: (previous) => previous },
  );
  const labels = { bySource: "Source", byCampaign: "Campaign", byService: "Service" } as const;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle>Leads per month</CardTitle>
          <CardDescription>Spam aside, by month in {data?.timeZone ?? "the firm's time zone"}; the 15 biggest rows.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1 text-xs font-medium text-ink-soft">
            <label htmlFor="report-by">By</label>
            <Select id="report-by" value={by} onChange={(e) => setBy(e.target.value as typeof by)}>
              <option value="bySource">Source</option>
              <option value="byCampaign">Campaign</option>
              <option value="byService">Service</option>
            </Select>
          </div>
          <div className="grid gap-1 text-xs font-medium text-ink-soft">
            <label htmlFor="report-months">Period</label>
            <Select id="report-months" value={months} onChange={(e) => setMonths(Number(e.target.value))}>
              <option value={3}>3 months</option>
              <option value={6}>6 months</option>
              <option value={12}>12 months</option>
            </Select>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading && <LoadingState label="Loading the report" />}
        {error && <ErrorState message={error.message} onRetry={() => refetch()} />}
        {data && data[by].length === 0 && <p className="text-sm text-ink-soft">No leads in this period.</p>}
        {data && data[by].length > 0 && (
          <div className="overflow-x-auto">
            <Table aria-label={`Leads per month by ${labels[by].toLowerCase()}`}>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{labels[by]}</TableHead>
                  {data.months.map((m) => (
                    <TableHead key={m} scope="col" className="text-right whitespace-nowrap">
                      {monthLabel.format(new Date(`${m}-01T00:00:00Z`))}
                    </TableHead>
                  ))}
                  <TableHead scope="col" className="text-right">
                    Total
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data[by].map((row) => (
                  <TableRow key={row.key}>
                    <TableCell className="max-w-48 truncate font-medium">{row.label}</TableCell>
                    {row.counts.map((n, i) => (
                      <TableCell key={data.months[i]} className="text-right tabular-nums">
                        {n || <span className="text-ink-soft/60">0</span>}
                      </TableCell>
                    ))}
                    <TableCell className="text-right font-semibold tabular-nums">{row.total}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
