import type { EndpointReply } from "../../contract/endpoint";
import type { siteEndpoints } from "../../contract/endpoints/site";

type Settings = typeof siteEndpoints.siteSettings;
type SiteSettingsResponse = EndpointReply<Settings>;
// Checked against the contract by type only: the widgets' first load carries no endpoint table and no zod.
const path: Settings["path"] = "/api/site-settings";

let request: Promise<SiteSettingsResponse | null> | null = null;

/** The run-time settings, fetched once per page load; the widgets stay off if they cannot be read. */
export function siteSettings(): Promise<SiteSettingsResponse | null> {
  request ??= fetch(path, { credentials: "same-origin" })
    .then((response) => (response.ok ? (response.json() as Promise<SiteSettingsResponse>) : null))
    .catch(() => null);
  return request;
}
