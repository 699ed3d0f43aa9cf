import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, rmSync } from "node:fs";
import path from "node:path";

// Usage: npm run restore -- <file>   Stop every instance first: the database is replaced by the backup.
const source = process.argv[2];
if (!source || !existsSync(source)) {
  console.error("Usage: npm run restore -- <backup file>");
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  // All or nothing: a failed restore leaves the database as it was.
  execFileSync("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", `--dbname=${databaseUrl}`, source], {
    stdio: "inherit",
  });
} else {
  const file = path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "site.db");
  // A stale write-ahead log would be replayed over the restored file.
  for (const sidecar of [`${file}-wal`, `${file}-shm`]) rmSync(sidecar, { force: true });
  copyFileSync(source, file);
}
console.log(`restored from ${source}`);
