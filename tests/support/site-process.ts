import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sessionSecretFor } from "./session-secret";

/** The one place tests start the real server: the prebuilt one that `npm start` runs. */
export const SERVER_COMMAND = [process.execPath, "build/server/main.js"] as const;

/** An operator command as `npm run <name>` runs it (package.json says `node build/server/<name>.js`), without npm above it. */
export const operatorCommand = (name: "admin" | "backup" | "restore", args: string[]) => [process.execPath, [`build/server/${name}.js`, ...args]] as const;

export type SiteProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything the process wrote to stdout (its JSON log) so far. */
  stdout(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the built server (`npm run build` first) as its own process on loopback; env overrides the defaults (fresh
 * DATA_DIR, SQLite, quiet log); `cwd` is the checkout it runs in (this one unless a test made a copy), `nodeFlags` go
 * before the script as in `node <flags> build/server/main.js`.
 */
export function startSiteProcess(port: number, env: Record<string, string> = {}, options: { cwd?: string; nodeFlags?: string[] } = {}): SiteProcess {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "site-proc-"));
  const [command, ...rest] = SERVER_COMMAND;
  const args = [...(options.nodeFlags ?? []), ...rest];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      ...sessionSecretFor(env),
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let stdout = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    dataDir,
    exited,
    stderr: () => stderr,
    stdout: () => stdout,
    // A hang guard, not a budget: start-up on a loaded machine has taken 17 s, and the process ending fails at once.
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      void exited.then(() => (ended = true));
      while (
        !(await fetch(`${url}/api/ready`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (ended) throw new Error(`server on ${port} exited before it was ready: ${stderr}`);
        if (Date.now() > deadline) throw new Error(`server on ${port} was not ready within ${timeoutMs} ms: ${stderr}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
