import { type ComponentProps, lazy, Suspense } from "react";
import { LoadingState } from "../ui/query-state";

// The charting library is the bulk of the console's code: it loads while the figures already show.
const DailyChart = lazy(() => import("./daily-chart").then((m) => ({ default: m.DailyChart })));

export function LazyDailyChart(props: ComponentProps<typeof DailyChart>) {
  return (
    <Suspense fallback={<LoadingState label="Loading chart" className="h-56" />}>
      <DailyChart {...props} />
    </Suspense>
  );
}
