import { type RawBuilder, type SqlBool, sql } from "kysely";

/** Trigram indexes (FTS5 `trigram`, `pg_trgm`) need three characters; a shorter term is matched by scanning (decision 027). */
export const TRIGRAM = 3;

/** `%term%` in lower case for `like … escape '\'`, with the term's own wildcards taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows of a table whose FTS5 trigram table holds the term as a substring, in any case; quotes and operators are searched for, never parsed. */
export function ftsContains(table: string, index: string, term: string): RawBuilder<SqlBool> {
  const phrase = `"${term.replace(/"/g, '""')}"`;
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${sql.table(index)} where ${sql.table(index)} match ${phrase})`;
}
