import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStoppable } from "./stoppable";

// Production runs with the PUBLIC_URL it was built for, so the pages keep the build's own compression; so do the measures.
const builtFor = () => (JSON.parse(readFileSync("build/site.json", "utf8")) as { publicUrl: string }).publicUrl;

/** The environment a measured server runs with: loopback, quiet logs, rate limits out of the way, SQLite unless DATABASE_URL. */
export const measurementEnv = (port: number) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATABASE_URL: process.env.DATABASE_URL ?? "",
  RATE_LIMIT_FACTOR: "100000",
  // PostgreSQL needs SESSION_SECRET from the environment; a throwaway measured site makes one up.
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("base64url"),
  PUBLIC_URL: builtFor(),
});

/** Starts the built site on a loopback port with a throwaway database; resolves once it is ready. */
export async function serveForMeasurement(port: number, env: Record<string, string> = {}) {
  const server = startStoppable(process.execPath, ["--max-semi-space-size=4", "build/server/main.js"], {
    env: { ...process.env, ...measurementEnv(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "measure-")), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, stop: async () => void (await server.stop()) };
}
