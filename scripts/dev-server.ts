import { createInterface } from "node:readline";
import { type Stoppable, startStoppable, stopAll } from "./stoppable";

// Usage: npm run dev   The pages with live reload (Vite, WEB_PORT) and the API restarted on change (API_PORT), which
// Vite proxies under /api. Ctrl+C or SIGTERM to this process stops both; if either ends, the other is stopped too.
const webPort = process.env.WEB_PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const bin = (name: string) => `node_modules/.bin/${name}`;

/** Prefixes each line of a child's output with its name, as one log. */
function prefixed(name: string, started: Stoppable) {
  for (const [stream, out] of [
    [started.child.stdout, process.stdout],
    [started.child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on("line", (line) => out.write(`[${name}] ${line}\n`));
  }
  return started;
}

const children = [
  prefixed(
    "api",
    startStoppable(bin("tsx"), ["watch", "server/main.ts"], {
      // The browser talks to the pages' origin; links in mails and the CSRF origin check must name it, not the API port.
      env: { PUBLIC_URL: `http://localhost:${webPort}`, ...process.env, PORT: apiPort, NODE_ENV: "development" },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  ),
  prefixed(
    "web",
    // Through scripts/react-router.ts, which drops React Router's one deprecation notice from Vite; one process, no relay.
    startStoppable(process.execPath, ["--import", "tsx", "scripts/react-router.ts", "dev", "--port", webPort, "--strictPort"], {
      env: { ...process.env, API_PORT: apiPort },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  ),
];

const first = await Promise.race(children.map((c) => c.exited));
await stopAll();
process.exit(first ?? 1);
