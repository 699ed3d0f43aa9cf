/** Settings an admin changes at run time; value is JSON validated by the feature that owns the key. */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

declare module "../platform/schema" {
  interface Database {
    site_settings: SiteSettingsTable;
  }
}
