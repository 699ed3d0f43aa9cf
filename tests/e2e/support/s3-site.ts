import { spawn } from "node:child_process";
import { startS3Server } from "../../support/s3-server";

// The second browser-test site: the built server on a bucket (s3rver on loopback, with the CORS rule the README asks
// for), so the file viewers and downloads are tried where files come from another origin, as in production.
const port = process.env.PORT ?? "4183";
const bucket = await startS3Server("stratum-e2e-files", { corsOrigin: `http://127.0.0.1:${port}` });
const site = spawn(process.execPath, ["build/server/main.js"], { env: { ...process.env, ...bucket.env }, stdio: "inherit" });

const stop = (signal: NodeJS.Signals) => site.kill(signal);
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
site.on("exit", async (code) => {
  await bucket.close();
  process.exit(code ?? 0);
});
