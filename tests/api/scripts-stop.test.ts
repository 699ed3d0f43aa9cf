import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { alive, bound, descendants, until } from "../support/process-tree";
import { freePort } from "../support/site-process";

type Case = {
  script: string;
  signal: NodeJS.Signals;
  /** Variables naming the ports it uses, and what shows (in its process tree or its output) it has started everything worth stopping. */
  setup(): Promise<{ env: Record<string, string>; ports: number[]; started(pid: number, output: string): Promise<boolean> }>;
};

const answers = (port: number, path = "/api/ready") =>
  fetch(`http://127.0.0.1:${port}${path}`).then(
    (r) => r.ok,
    () => false,
  );

const cases: Case[] = [
  {
    script: "dev",
    signal: "SIGINT",
    async setup() {
      const [web, api] = [await freePort(), await freePort()];
      return { env: { WEB_PORT: String(web), API_PORT: String(api) }, ports: [web, api], started: async () => (await answers(api)) && (await bound(web)) };
    },
  },
  {
    script: "lighthouse",
    signal: "SIGTERM",
    async setup() {
      const port = await freePort();
      return {
        env: { LIGHTHOUSE_PORT: String(port), LIGHTHOUSE_RUNS: "1" },
        ports: [port],
        started: async (pid) => (await answers(port)) && descendants(pid).some((p) => /chrom/i.test(p.command)),
      };
    },
  },
  {
    script: "bench",
    signal: "SIGTERM",
    async setup() {
      const [port, bare, nginx, cold] = [await freePort(), await freePort(), await freePort(), await freePort()];
      return {
        env: { BENCH_PORT: String(port), BENCH_BARE_PORT: String(bare), BENCH_NGINX_PORT: String(nginx), BENCH_COLD_PORT: String(cold), BENCH_SECONDS: "30" },
        ports: [port, bare, nginx],
        // Issue 26: the bench tells what it measures as it goes; its table's head and a progress line come before any figure.
        started: async (_pid, output) =>
          (await answers(port)) && (await bound(bare)) && /^\| measure \| site req\/s/m.test(output) && /^… .+ round 1 of /m.test(output),
      };
    },
  },
  {
    script: "bench:leads",
    signal: "SIGINT",
    async setup() {
      const port = await freePort();
      return { env: { BENCH_PORT: String(port), TEST_DATABASE_URL: "" }, ports: [port], started: () => answers(port) };
    },
  },
];

describe("scripts that start servers and browsers", () => {
  it.each(cases)("npm run $script stops everything it started on $signal to its PID", async ({ script, signal, setup }) => {
    const { env, ports, started } = await setup();
    const npm = spawn("npm", ["run", "--silent", script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += chunk));
    npm.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
    const pid = npm.pid!;
    let children: { pid: number; command: string }[] = [];
    try {
      await until(`npm run ${script} to start its children`, () => started(pid, output), 180_000);
      children = descendants(pid);
      npm.kill(signal);
      await exited;
      await until(`the children of npm run ${script} to end`, () => children.every((child) => !alive(child.pid)), 15_000).catch(() =>
        expect(
          children.filter((child) => alive(child.pid)).map((child) => child.command),
          output,
        ).toEqual([]),
      );
      for (const port of ports) expect(await bound(port), `port ${port} after npm run ${script}`).toBe(false);
    } finally {
      // Whatever a failed run left behind goes, so it cannot hold the ports of the next test.
      for (const child of [...children, ...descendants(pid)].filter((c) => alive(c.pid))) process.kill(child.pid, "SIGKILL");
      if (npm.exitCode === null) npm.kill("SIGKILL");
    }
    expect(output).not.toMatch(/EADDRINUSE/);
  });
});
