import { execFileSync } from "node:child_process";
import { chmodSync, existsSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

// Usage: npm run backup -- <file>   Reads DATABASE_URL, else DATA_DIR (default ./data), like the site. Safe while the site runs.
const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run backup -- <file>");
  process.exit(2);
}
// The copy holds password hashes and leads: readable only by its owner, like the database (0600), however it is written.
process.umask(0o077);
if (existsSync(target)) chmodSync(target, 0o600);
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  // Custom format: compressed, and pg_restore can restore it whole or table by table.
  execFileSync("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${target}`, databaseUrl], { stdio: "inherit" });
} else {
  const file = path.join(path.resolve(process.env.DATA_DIR ?? "./data"), "site.db");
  if (!existsSync(file)) throw new Error(`No SQLite database at ${file}`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  // SQLite's online backup API copies a consistent snapshot while the site keeps writing.
  await db.backup(target);
  db.close();
}
console.log(`backup written to ${target}`);
