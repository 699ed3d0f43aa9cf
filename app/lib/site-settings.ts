import type { SiteSettingsResponse } from "../../contract/widgets";

let request: Promise<SiteSettingsResponse | null> | null = null;

/** The run-time settings, fetched once per page load; the widgets stay off if they cannot be read. */
export function siteSettings(): Promise<SiteSettingsResponse | null> {
  request ??= fetch("/api/site-settings", { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<SiteSettingsResponse>) : null))
    .catch(() => null);
  return request;
}
