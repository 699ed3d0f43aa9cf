import type { AccountTables } from "../accounts/accounts.table";
import type { LeadInboxTables } from "../settings/lead-inboxes.table";
import type { LeadTables } from "../leads/leads.table";
import type { PageViewDaysTable, PageViewsTable } from "../analytics/page-views.table";
import type { SiteSettingsTable } from "../settings/site-settings.table";
import type { JobTables } from "./jobs.table";
import type { PlatformSecretTables } from "./platform-secrets.table";
import type { RateLimitTables } from "./rate-limits.table";

/** The whole database as Kysely sees it, composed from the tables each feature owns. */
export interface Database extends AccountTables, LeadInboxTables, LeadTables, JobTables, PlatformSecretTables, RateLimitTables {
  page_views: PageViewsTable;
  page_view_days: PageViewDaysTable;
  site_settings: SiteSettingsTable;
}
