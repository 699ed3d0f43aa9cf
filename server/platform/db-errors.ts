/** Database failures told apart by the drivers' error codes (pg SQLSTATE, better-sqlite3 codes, Node errno), never by message text. */
type DriverError = { code?: unknown; errno?: unknown; cause?: unknown };

const UNIQUE = new Set(["23505", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "SQLITE_BUSY",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
  "SQLITE_FULL",
]);

function codeOf(error: unknown): string | undefined {
  const e = error as DriverError | null;
  if (!e || typeof e !== "object") return undefined;
  if (typeof e.code === "string") return e.code;
  return e.cause ? codeOf(e.cause) : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return UNIQUE.has(codeOf(error) ?? "");
}

export function isDatabaseUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  // pg reports a dead pool or a connect timeout without a code; those errors carry no SQLSTATE at all.
  if (!code) return error instanceof Error && /^(Connection terminated|timeout exceeded when trying to connect)/.test(error.message);
  return UNREACHABLE.has(code);
}
