const DASHBOARD_TABS = ["overview", "projects", "support", "resources"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const isTab = (value: string | null): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/** The client dashboard tab the address names: ?tab=…, else Projects on /projects and Overview on /dashboard; never the last one used. */
export function dashboardTab(pathname: string, params: URLSearchParams): DashboardTab {
  const named = params.get("tab");
  if (isTab(named)) return named;
  return pathname.startsWith("/projects") ? "projects" : "overview";
}
