import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { bound, until } from "../support/process-tree";
import { freePort } from "../support/site-process";
import { logIn, logOut, person, register } from "./support/accounts";
import { likeAPerson } from "./support/forms";
import { untilInteractive } from "./support/interactive";

// `npm run dev` as a developer runs it, on free ports and with no extra variable: the forms must work through
// Vite's proxy, and SIGTERM to npm's PID must leave no port bound.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let dev: ChildProcess;
let ports: { web: number; api: number };
let output = "";
const origin = () => `http://127.0.0.1:${ports.web}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ports = { web: await freePort(), api: await freePort() };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_PORT: String(ports.web),
    API_PORT: String(ports.api),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "e2e-dev-")),
    LOG_LEVEL: "warn",
  };
  for (const name of ["PUBLIC_URL", "PORT", "SMTP_URL", "DATABASE_URL", "NODE_ENV"]) delete env[name];
  dev = spawn("npm", ["run", "--silent", "dev"], { env, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  await until(
    "npm run dev to serve pages and the API",
    async () =>
      (await fetch(`${origin()}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )) &&
      (await fetch(`${origin()}/`).then(
        (r) => r.ok,
        () => false,
      )),
    150_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  // Vite compiles each page's modules on their first request (the register tab's password meter too): the test
  // starts once they are compiled, so its clicks are not racing the compiler.
  const page = await browser.newPage();
  for (const p of ["/auth", "/auth?tab=register", "/dashboard", "/contact"]) {
    await page.goto(`${origin()}${p}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(2_000);
    await page.waitForLoadState("networkidle");
  }
  await page.close();
});

test.afterAll(async () => {
  if (!dev || dev.exitCode !== null) return;
  const exited = new Promise((resolve) => dev.once("exit", resolve));
  dev.kill("SIGTERM");
  await exited;
  for (const port of [ports.web, ports.api]) await until(`port ${port} to be free after SIGTERM`, async () => !(await bound(port)), 15_000);
});

test("npm run dev: a visitor registers, signs in and sends a consultation request", async ({ page }) => {
  // The dev site is another origin than the built one the other tests use: answer the cookie banner here too.
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const url = (p: string) => `${origin()}${p}`;
  const goto = page.goto.bind(page);
  // Vite compiles each module on first request, so a click before hydration would land on plain HTML.
  page.goto = async (p, options) => {
    const response = await goto(p.startsWith("/") ? url(p) : p, options);
    await untilInteractive(page);
    return response;
  };

  const who = await register(page, person());
  await logOut(page);
  await logIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/contact");
  const shownAt = Date.now();
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill("Dev Server Visitor");
  await form.getByLabel("Email Address").fill(`dev.${Date.now().toString(36)}@example.com`);
  await form.getByLabel("Service Type").selectOption({ label: "Structural Engineering" });
  await form.getByLabel("Project Subject").fill("Checking the development server");
  await form.getByLabel("Project Details").fill("A consultation request sent through Vite's proxy to the dev API.");
  await likeAPerson(shownAt);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("heading", { name: "Thank You for Reaching Out!" })).toBeVisible({ timeout: 20_000 });
  expect(output).not.toMatch(/Requests from other sites are not accepted/);
  // vite.config.ts has every app module scanned at start-up: a dependency found later reloads the page mid-task.
  expect(output).not.toMatch(/optimized dependencies changed\. reloading/);
});
