import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const start = (env: Record<string, string>) =>
  spawn(process.execPath, ["--enable-source-maps", "build/server/main.js"], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), "proc-")), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    let stderr = "";
    child.stderr?.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stderr }));
  });

describe("the server process", () => {
  it("stops with one line naming a bad variable", async () => {
    const { code, stderr } = await exited(start({ PORT: "eighty" }));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n").filter((line) => !line.includes("npm warn"))).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
  });

  it("names the database, not a blank migration, when PostgreSQL refuses the connection", async () => {
    const { code, stderr } = await exited(start({ DATABASE_URL: "postgres://site:secret@127.0.0.1:1/site" }));
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n").filter((line) => !line.includes("npm warn"));
    expect(lines).toEqual([expect.stringMatching(/^Database migrations could not run: .*ECONNREFUSED/)]);
  });

  it("exits 0 within 10 s of SIGTERM and stops listening", async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = start({ PORT: String(port) });
    const done = exited(child);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error("server did not become ready");
      await new Promise((r) => setTimeout(r, 200));
    }
    const stoppedAt = Date.now();
    child.kill("SIGTERM");
    const { code } = await done;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);

  it("stops when a process manager signals the PID of `npm start`", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["start"], {
      env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "proc-npm-")) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const done = exited(npm);
    const deadline = Date.now() + 45_000;
    while (!(await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false))) {
      if (Date.now() > deadline) throw new Error("npm start did not become ready");
      await new Promise((r) => setTimeout(r, 250));
    }
    npm.kill("SIGTERM");
    const { code } = await done;
    expect(code).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 90_000);
});

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
