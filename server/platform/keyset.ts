import { platformMessages } from "../../contract/messages/platform";
import { type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import * as z from "zod";
import { HttpError } from "./errors";
import type { Database } from "./schema";

/** Lists count at most this many rows; past it the console shows "10,000+" (decision 027). */
const COUNT_CAP = 10_000;

/** Where a page starts: after or before a row's (sort value, id), or a page number within the counted rows. */
export type PagePosition = { page: number; pageSize: number; after?: string; before?: string };
export type KeysetPage<Row> = { rows: Row[]; next: string | null; previous: string | null };

const cursorSchema = z.tuple([z.string(), z.string()]);
type Key = z.infer<typeof cursorSchema>;

export const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString("base64url");

function decodeCursor(cursor: string): Key {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, "base64url").toString()));
  } catch {
    throw new HttpError(400, platformMessages.pageLinkStale);
  }
}

/** The row comparison `(sort, id) > (value, id)` that an index on (sort, id) answers by seeking, in either direction. */
export function beyond(sort: RawBuilder<unknown>, key: Key, direction: "asc" | "desc"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sort}, id) ${sql.raw(direction === "asc" ? ">" : "<")} (${key[0]}, ${key[1]})`;
}

/**
 * One page by key: rows after `after`, before `before`, or at a page number (an offset only within the counted
 * rows, so no request walks further than the cap). Fetches one row more to know whether another page follows.
 */
export async function keysetPage<TB extends keyof Database, Row extends { id: string }>(
  query: SelectQueryBuilder<Database, TB, Row>,
  options: PagePosition & { sort: RawBuilder<unknown>; order: "asc" | "desc"; keyOf: (row: Row) => string },
): Promise<KeysetPage<Row>> {
  const { pageSize, order } = options;
  const reverse = order === "asc" ? "desc" : "asc";
  const keyOf = (row: Row | undefined) => (row ? encodeCursor([options.keyOf(row), row.id]) : null);
  if (options.before) {
    const rows = await query
      .where(beyond(options.sort, decodeCursor(options.before), reverse))
      .orderBy(options.sort, reverse)
      .orderBy(sql.ref("id"), reverse)
      .limit(pageSize + 1)
      .execute();
    const page = rows.slice(0, pageSize).reverse();
    return { rows: page, previous: rows.length > pageSize ? keyOf(page[0]) : null, next: keyOf(page.at(-1)) };
  }
  const offset = options.after ? 0 : (options.page - 1) * pageSize;
  if (offset > COUNT_CAP) throw new HttpError(400, platformMessages.pagesPastCap(COUNT_CAP.toLocaleString("en")));
  let forward = query.orderBy(options.sort, order).orderBy(sql.ref("id"), order);
  if (options.after) forward = forward.where(beyond(options.sort, decodeCursor(options.after), order));
  const rows = await forward
    .limit(pageSize + 1)
    .offset(offset)
    .execute();
  const page = rows.slice(0, pageSize);
  return { rows: page, next: rows.length > pageSize ? keyOf(page.at(-1)) : null, previous: options.after || offset > 0 ? keyOf(page[0]) : null };
}

/** How many rows match, counting no further than one past the cap: `capped` says there are more than `total`. */
export async function cappedCount<TB extends keyof Database, O>(db: Kysely<Database>, query: SelectQueryBuilder<Database, TB, O>) {
  const matched = query.select(sql<number>`1`.as("one")).limit(COUNT_CAP + 1);
  const row = await db
    .selectFrom(matched.as("matched"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
