import { appendFileSync } from "node:fs";
import pino from "pino";
import { loadConfig } from "../../../server/platform/config";
import { openDatabase } from "../../../server/platform/database";
import { createJobRunner } from "../../../server/platform/jobs";

// One of several processes draining the same job table; every delivery is appended to a shared file.
const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" });
const { db, dialect } = openDatabase(config);
const runner = createJobRunner({ db, dialect, log: pino({ level: "silent" }) });
runner.register("probe", async (payload) => {
  appendFileSync(process.env.DELIVERIES!, `${(payload as { n: number }).n} ${process.pid}\n`);
  await new Promise((r) => setTimeout(r, 10));
});
await runner.drain();
await db.destroy();
