import type { Generated } from "kysely";

/** One unit of work the site must do later (a mail, a webhook, housekeeping), kept until it is done or dead. */
interface JobsTable {
  id: string;
  kind: string;
  /** JSON; handlers that carry secrets seal their own payload. */
  payload: string;
  status: "pending" | "done" | "dead";
  attempts: Generated<number>;
  max_attempts: number;
  /** The earliest time the next attempt may start. */
  run_at: string;
  locked_until: string | null;
  locked_by: string | null;
  last_error: string | null;
  /** At most one job per key: scheduled work and retried requests do not pile up. */
  dedupe_key: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface JobTables {
  jobs: JobsTable;
}
