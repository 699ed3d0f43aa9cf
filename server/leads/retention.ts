import { sql } from "kysely";
import { batchSizer, yieldToRequests } from "../platform/batches";
import type { Db } from "../platform/database";
import { anonymiseLeads } from "./anonymise";
import { beyond } from "../platform/keyset";

/** The privacy policy's promise: a lead is kept 24 months after the last contact, unless it became a client engagement. */
const LEAD_RETENTION_MONTHS = 24;
export const ANONYMISED_NAME = `Anonymised after ${LEAD_RETENTION_MONTHS} months`;
const UPDATED = sql.ref("updated_at");

/**
 * Removes who sent each lead past its retention, keeping what was asked and where it came from for the firm's figures.
 * It walks the updated_at index a batch at a time, each batch its own transaction sized to take about 20 ms (the
 * search index's rewrites make a lead costly), so no statement reads more than a batch (leads anonymised in earlier
 * runs included) and requests are answered between batches.
 */
export async function anonymiseExpiredLeads(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  let last: [string, string] | undefined;
  let anonymised = 0;
  const size = batchSizer();
  for (;;) {
    const asked = size.rows;
    const batch = await size.measure((rows) =>
      db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom("leads")
          .select(["id", "updated_at", "status", "email"])
          .where("updated_at", "<", cutoff.toISOString())
          .orderBy(UPDATED)
          .orderBy(sql.ref("id"))
          .limit(rows);
        if (last) query = query.where(beyond(UPDATED, last, "asc"));
        const seen = await query.execute();
        // An anonymised lead has an empty email, so a later run passes it by.
        const ids = seen.filter((row) => row.status !== "won" && row.email !== "").map((row) => row.id);
        await anonymiseLeads(trx, ids, ANONYMISED_NAME);
        return { seen, anonymised: ids.length };
      }),
    );
    anonymised += batch.anonymised;
    const end = batch.seen.at(-1);
    if (!end || batch.seen.length < asked) return anonymised;
    last = [end.updated_at, end.id];
    await yieldToRequests();
  }
}
