import { type Kysely, sql } from "kysely";
import type { Database } from "../platform/schema";

/** The prefix of every lead reference, the firm's short name. */
const PREFIX = "STR";

/**
 * The next reference of the month, e.g. STR-2611-0042, taken by one atomic upsert before the lead's own
 * transaction so its mails can quote it; a duplicate submission leaves a gap, never a shared number.
 */
export async function nextLeadReference(db: Kysely<Database>, now = new Date()): Promise<string> {
  const period = `${String(now.getUTCFullYear()).slice(2)}${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const row = await db
    .insertInto("lead_reference_counters")
    .values({ period, last: 1 })
    .onConflict((oc) => oc.column("period").doUpdateSet({ last: sql<number>`lead_reference_counters.last + 1` }))
    .returning("last")
    .executeTakeFirstOrThrow();
  return `${PREFIX}-${period}-${String(row.last).padStart(4, "0")}`;
}

export const LEAD_REFERENCE = /^STR-\d{4}-\d{4,}$/;
