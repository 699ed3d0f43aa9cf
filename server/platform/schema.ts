import type { PageViewsTable } from "../analytics/page-views.table";
import type { SiteSettingsTable } from "../settings/site-settings.table";

/** Table shapes as Kysely sees them; timestamps are ISO-8601 UTC strings in both dialects. */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  full_name: string | null;
  password_hash: string;
  role: string;
  created_at: string;
  last_login_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  persistent: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: string;
  count: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  page_views: PageViewsTable;
  site_settings: SiteSettingsTable;
}
