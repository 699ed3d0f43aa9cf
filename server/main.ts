import "./platform/stack-traces";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { bootstrapAdmin } from "./accounts/admin-bootstrap";
import { shutDownHashing } from "./accounts/passwords/passwords";
import { codeCacheUse } from "./platform/code-cache";
import { type Config, ConfigError, loadConfig } from "./platform/config";
import { migrate, openDatabase } from "./platform/database";
import { FRESH_DATABASE } from "./platform/fresh-database";
import { proxyExposureWarning } from "./platform/proxy-exposure";
import { startUpPhases } from "./platform/start-up-phases";

/** How long in-flight requests get after SIGTERM; the last ANSWERS_FLUSH_MS of it are for writing the answers out. */
const SHUTDOWN_GRACE_MS = 10_000;
const ANSWERS_FLUSH_MS = 2_000;

async function main() {
  const timer = startUpPhases();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // React picks its build by NODE_ENV when the first mail loads it: unset, production mail ran React's development build.
  process.env.NODE_ENV = config.env;
  // The app's log exists only once the app does; a connection lost before that goes to stderr.
  const poolLog: { current?: FastifyBaseLogger } = {};
  const onPoolError = (err: Error) =>
    poolLog.current ? poolLog.current.warn({ err }, "an idle PostgreSQL connection failed; the next query reconnects") : console.error(err.message);
  const { db, dialect } = await timer.time("database", async () => {
    const freshFrom = fileURLToPath(new URL(FRESH_DATABASE, import.meta.url));
    const opened = openDatabase({ ...config, onPoolError, checkpointInBackground: true, freshFrom });
    await migrate(opened.db);
    return opened;
  });
  const app = await timer.time("app", () => buildApp({ config, db, dialect }));
  poolLog.current = app.log;
  await timer.time("admin", () => bootstrapAdmin(db, config.admin, app.log));
  const exposure = proxyExposureWarning(config);
  if (exposure) app.log.warn(exposure);

  closeWithGrace({ delay: SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    shutDownHashing(SHUTDOWN_GRACE_MS - ANSWERS_FLUSH_MS);
    await app.close();
  });
  // /api/ready answers 503 and nothing is shed until this is over.
  await app.warmUp.run(() => timer.time("listen", () => app.listen({ port: config.port, host: config.host })));
  app.log.info({ ms: Math.round(performance.now()), phases: timer.phases, codeCache: codeCacheUse() }, "ready");
  // Jobs are durable: one committed before the runner polls waits in its table, so the runner (its leases, the
  // schedules' rows, its first poll) starts once the site answers. A lead's mails need react-email and its templates,
  // about a second to load on a busy machine: loaded once ready rather than inside the first visitor's request.
  const preload = await app.warmUp.runAfterReady(async () => {
    await timer.time("jobs", () => app.jobs.start());
    return timer.time("mail templates", () =>
      import("./leads/lead-mails").then(
        () => "loaded",
        () => "failed",
      ),
    );
  });
  app.log.info({ ms: timer.phases["mail templates"], jobsMs: timer.phases.jobs }, `mail templates ${preload} after ready`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
