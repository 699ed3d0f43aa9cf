import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable, chromiumArgs } from "./tests/e2e/support/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "e2e-site-"));
process.env.E2E_DATA_DIR = dataDir;
const s3Port = Number(process.env.E2E_S3_PORT ?? port + 10);
process.env.E2E_S3_PORT = String(s3Port);
const s3DataDir = `${dataDir}-s3`;

export default defineConfig({
  testDir: "tests/e2e",
  // Hang guards, not budgets: on a machine loaded by other work, pages, scrypt and the server all take longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/support/global-setup.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A visitor who already answered the cookie banner, so it covers nothing in other tests; widget tests start without it.
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: "cookie-consent", value: "declined" }] }] },
    launchOptions: { executablePath: await chromiumExecutable(), args: chromiumArgs },
    trace: "off",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: await chromiumExecutable(), args: chromiumArgs } } }],
  webServer: [
    { command: "node build/server/main.js", ...siteOn(port, dataDir) },
    // The same build on a bucket instead of the disk, for the file journeys that cross origins (documents-on-s3.spec.ts).
    { command: "node --import tsx tests/e2e/support/s3-site.ts", ...siteOn(s3Port, s3DataDir) },
  ],
});

function siteOn(sitePort: number, siteDataDir: string) {
  return {
    url: `http://127.0.0.1:${sitePort}/api/ready`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      NODE_ENV: "production",
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      DATA_DIR: siteDataDir,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526)}`,
      RATE_LIMIT_FACTOR: "50",
      LEAD_NOTIFY_TO: "leads@stratumbim.com",
      ADMIN_USERNAME: "siteadmin",
      ADMIN_EMAIL: "admin@stratumbim.com",
      ADMIN_PASSWORD: "Harbour-Lantern-42",
    },
  };
}
