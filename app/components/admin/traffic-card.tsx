import { OVERVIEW_WINDOW } from "../../../contract/constants";
import { durationInWords } from "../../../contract/duration-words";
import { adminEndpoints } from "../../../contract/endpoints/admin";
import { useEndpointQuery } from "../../lib/use-endpoint";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { ErrorState, LoadingState } from "../ui/query-state";
import { LazyDailyChart } from "./daily-chart-lazy";

function TopList({ title, rows }: { title: string; rows: { name: string; views: number }[] }) {
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">None yet.</p>
      ) : (
        <ol className="mt-2 grid gap-1.5">
          {rows.map((r) => (
            <li key={r.name} className="flex min-w-0 items-center justify-between gap-3 text-sm">
              <span className="truncate text-ink">{r.name}</span>
              <span className="shrink-0 tabular-nums text-ink-soft">{r.views}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Page views counted with the visitor's consent: per day, the most viewed pages, the sites that sent people. */
export function TrafficCard() {
  const { data, isLoading, error, refetch } = useEndpointQuery(adminEndpoints.traffic, {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Site traffic</CardTitle>
        <CardDescription>Page views from visitors who accepted analytics, last {durationInWords(OVERVIEW_WINDOW.ms)}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingState label="Loading traffic" />
        ) : error || !data ? (
          <ErrorState message={error?.message ?? "Could not load traffic."} onRetry={() => refetch()} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="min-w-0 lg:col-span-3">
              <LazyDailyChart
                label="Page views"
                points={data.data.viewsPerDay.map((d) => ({ day: d.day, count: d.views }))}
                caption={`${data.data.viewsPerDay.reduce((sum, d) => sum + d.views, 0)} page views in the last ${durationInWords(OVERVIEW_WINDOW.ms)}.`}
              />
            </div>
            <div className="grid content-start gap-6 sm:grid-cols-2 lg:col-span-2 lg:grid-cols-1">
              <TopList title="Top pages" rows={data.data.topPages.map((p) => ({ name: p.path, views: p.views }))} />
              <TopList title="Top referrers" rows={data.data.topReferrers.map((r) => ({ name: r.host, views: r.views }))} />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
