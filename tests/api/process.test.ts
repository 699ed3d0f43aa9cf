import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startSiteProcess } from "../support/site-process";

describe("the server process", () => {
  it("stops with one line naming a bad variable", async () => {
    const site = startSiteProcess(await freePort(), { PORT: "eighty" });
    const { code } = await site.exited;
    expect(code).toBe(1);
    expect(
      site
        .stderr()
        .trim()
        .split("\n")
        .filter((line) => !line.includes("npm warn")),
    ).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
  });

  it("names the database, not a blank migration, when PostgreSQL refuses the connection", async () => {
    const site = startSiteProcess(await freePort(), { DATABASE_URL: "postgres://site:secret@127.0.0.1:1/site" });
    const { code } = await site.exited;
    expect(code).toBe(1);
    const lines = site
      .stderr()
      .trim()
      .split("\n")
      .filter((line) => !line.includes("npm warn"));
    expect(lines).toEqual([expect.stringMatching(/^Database migrations could not run: .*ECONNREFUSED/)]);
  });

  it("exits 0 within 10 s of SIGTERM and stops listening", async () => {
    const site = startSiteProcess(await freePort());
    await site.ready(30_000);
    const stoppedAt = Date.now();
    const { code } = await site.stop("SIGTERM");
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await expect(fetch(`${site.url}/api/health`)).rejects.toThrow();
  });

  it("serves plain HTTP without loading node's TLS: https, http2 and tls wait for a server of theirs", async () => {
    const site = startSiteProcess(await freePort(), {}, { nodeFlags: ["--require", path.resolve("tests/support/builtins-at-exit.cjs")] });
    await site.ready(30_000);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect((await site.stop("SIGTERM")).code).toBe(0);
    const loaded = (JSON.parse(site.stdout().trim().split("\n").at(-1) ?? "{}") as { builtins?: string[] }).builtins;
    expect(loaded).toContain("http");
    expect(loaded?.filter((name) => ["https", "http2", "tls"].includes(name))).toEqual([]);
  });

  it("stops when a process manager signals the PID of `npm start`", async () => {
    const port = await freePort();
    const npm = spawn("npm", ["start"], {
      env: {
        ...process.env,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "proc-npm-")),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const done = new Promise<number | null>((resolve) => npm.on("exit", resolve));
    const deadline = Date.now() + 45_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error("npm start did not become ready");
      await new Promise((r) => setTimeout(r, 250));
    }
    npm.kill("SIGTERM");
    expect(await done).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
