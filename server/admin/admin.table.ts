/** The admin console's own table; timestamps are ISO-8601 UTC strings. */
interface LeadNotifyInboxesTable {
  /** Lower-cased. */
  email: string;
  created_at: string;
}

export interface AdminTables {
  lead_notify_inboxes: LeadNotifyInboxesTable;
}
