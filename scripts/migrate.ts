import { loadConfig } from "../server/platform/config";
import { migrate, openDatabase } from "../server/platform/database";

// Migrations also run at every start-up; this runs them alone (operators, and the concurrency test).
const config = loadConfig();
const { db, dialect } = openDatabase(config);
await migrate(db);
await db.destroy();
console.log(`migrations applied (${dialect})`);
