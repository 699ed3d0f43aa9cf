import { chmodSync, closeSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, type Driver, Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDialectConfig, sql } from "kysely";
import type { Database } from "./schema";
import { startFromFreshDatabase } from "./fresh-database";
import { byMigrationOrder, migrations } from "./migrations";
import { checkpointInBackground } from "./wal-checkpoints";

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";

/** Whether a query goes to PostgreSQL: the few queries that differ (search) ask the connection, not a flag passed around. */
export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `onPoolError`: an idle PostgreSQL connection failed (server restarted, connection ended); the next query reconnects.
 * `checkpointInBackground`: the running site's SQLite log is checkpointed by a worker thread, not inside its commits.
 * `freshFrom`: a migrated empty SQLite database to start from when DATA_DIR has none yet (the build's, decision 054).
 */
type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  onPoolError?: (error: Error) => void;
  checkpointInBackground?: boolean;
  freshFrom?: string;
};

/** SQLite's own default, back on the site's connection when the background thread is gone: slower commits, bounded log. */
function checkpointInCommits(file: SQLite.Database) {
  console.error("database: the background checkpoint thread ended; the site's commits checkpoint SQLite's log again");
  if (file.open) file.pragma("wal_autocheckpoint = 1000");
}

const reportPoolError = (error: Error) => console.error(`database: an idle PostgreSQL connection failed (${error.message})`);

const sqliteFiles = new WeakMap<Db, SQLite.Database>();

/** How long SQLite waits for another process's lock before answering "database is locked". */
const BUSY_TIMEOUT_MS = 10_000;

/** The SQLite file behind `db`, for the one read that must not wait a turn of the event loop; undefined on PostgreSQL. */
export const sqliteFileOf = (db: Db): SQLite.Database | undefined => sqliteFiles.get(db);

export function openDatabase(options: DatabaseOptions): { db: Db; dialect: Dialect } {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    // pg loads at the first query, so a SQLite site never holds it in memory.
    const pool = async () => {
      const { default: pg } = await import("pg");
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
      // An idle client losing its server must not crash the process; it is logged, and the next query reconnects.
      created.on("error", options.onPoolError ?? reportPoolError);
      // So must one checked out between queries (a transaction, the job runner's claim): its query fails, not the process.
      created.on("connect", (client) => client.on("error", options.onPoolError ?? reportPoolError));
      return created;
    };
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  const location = path.join(options.dataDir, "site.db");
  if (options.freshFrom) startFromFreshDatabase(location, options.freshFrom);
  // SQLite gives the -wal and -shm files the database file's mode, so owner-only here covers all three.
  closeSync(openSync(location, "a", 0o600));
  chmodSync(location, 0o600);
  const file = new SQLite(location, { timeout: BUSY_TIMEOUT_MS });
  intoWriteAheadLog(file);
  file.pragma("synchronous = NORMAL");
  file.pragma("foreign_keys = ON");
  const checkpoints = options.checkpointInBackground ? checkpointInBackground(location, { onFailure: () => checkpointInCommits(file) }) : undefined;
  if (checkpoints) file.pragma("wal_autocheckpoint = 0");
  const dialect = new ImmediateSqliteDialect({ database: withStatementCache(file), onDestroy: () => checkpoints?.stop() });
  const db = new Kysely<Database>({ dialect });
  sqliteFiles.set(db, file);
  return { db, dialect: "sqlite" };
}

/**
 * Switching a file into WAL mode reads its header, then asks for the write lock from inside that read. SQLite does not
 * wait for a write lock asked that way while another connection holds it (two such waits could deadlock), so when two
 * processes open one new database at once, one was refused "database is locked" at once. It tries again, within the
 * same timeout.
 */
function intoWriteAheadLog(file: SQLite.Database) {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (;;) {
    try {
      file.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || Date.now() > deadline) throw error;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}
const pause = new Int32Array(new SharedArrayBuffer(4));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query anew (about 15% of a signed-in `GET /api/user`); the same SQL
 * text gets the same prepared statement here. A statement still being iterated is busy, so it gets a fresh one.
 */
function withStatementCache(file: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = file.prepare.bind(file);
  file.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached && !cached.busy) return cached;
    const statement = prepare(source);
    // Oldest out first: SQL built with varying IN lists must not grow the cache without end.
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(source, statement);
    return statement;
  }) as SQLite.Database["prepare"];
  return file;
}

/**
 * Transactions take SQLite's write lock when they begin: a deferred one that reads and then writes fails at
 * once (SQLITE_BUSY_SNAPSHOT) when another process sharing DATA_DIR wrote in between, instead of waiting its turn.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig & { onDestroy: () => Promise<void> | undefined }) {
    super(config);
  }

  createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => void (await connection.executeQuery(CompiledQuery.raw("begin immediate")));
    // The background checkpointer closes first, so the site's connection is the last and leaves no log behind.
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.config.onDestroy();
      await destroy();
    };
    return driver;
  }
}

/** The one migrator: it runs the committed list in its own order. */
export function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, nameComparator: byMigrationOrder });
}

/** Runs pending migrations; safe when several processes start at once. */
export async function migrate(db: Db): Promise<void> {
  if (await allApplied(db)) return;
  const migrator = migratorFor(db);
  // PostgreSQL serialises through Kysely's advisory lock; SQLite reports a busy snapshot instead, so retry.
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return;
    const busy = /SQLITE_BUSY|database is locked|already exists|duplicate column name|UNIQUE constraint failed/i.test(String(error));
    const unknown = /previously executed migration (\S+) is missing/.exec(String(error))?.[1];
    if (unknown) {
      throw new Error(
        `The database has applied migration ${unknown}, which this build does not have: a newer release wrote it. Run that release, or restore a backup taken before it.`,
      );
    }
    if (!busy || attempt >= 20) {
      const failed = results?.find((r) => r.status === "Error")?.migrationName;
      // No failed migration means none ran: the database itself refused (no such role, no such database, no server).
      throw new Error(failed ? `Database migration ${failed} failed: ${String(error)}` : `Database migrations could not run: ${String(error)}`);
    }
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}

/**
 * Whether exactly this build's migrations have run: most starts, answered by one read. The migrator's own check
 * (its tables looked up, a lock taken) cost 13-26 ms of a start; anything else (a new database, a pending or an
 * unknown migration) still goes to it.
 */
async function allApplied(db: Db): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return applied.size === names.length && names.every((name) => applied.has(name));
  } catch {
    // No migration table yet: a new database.
    return false;
  }
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
