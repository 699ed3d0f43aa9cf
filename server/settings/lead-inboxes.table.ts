/** Run-time settings: where new-lead notifications go besides LEAD_NOTIFY_TO; timestamps are ISO-8601 UTC strings. */
interface LeadNotifyInboxesTable {
  /** Lower-cased. */
  email: string;
  created_at: string;
}

export interface LeadInboxTables {
  lead_notify_inboxes: LeadNotifyInboxesTable;
}

declare module "../platform/schema" {
  interface Database extends LeadInboxTables {}
}
