import closeWithGrace from "close-with-grace";
import { buildApp } from "./app";
import { bootstrapAdmin } from "./accounts/admin-bootstrap";
import { type Config, ConfigError, loadConfig } from "./platform/config";
import { migrate, openDatabase } from "./platform/database";
import { proxyExposureWarning } from "./platform/proxy-exposure";

async function main() {
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
  const { db, dialect } = openDatabase(config);
  await migrate(db);
  const app = await buildApp({ config, db, dialect });
  await bootstrapAdmin(db, config.admin, app.log);
  const exposure = proxyExposureWarning(config);
  if (exposure) app.log.warn(exposure);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  await app.jobs.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
