import autocannon from "autocannon";
import { serveForMeasurement } from "./serve-for-measurement";

// Loopback load on the built site: requests per second and latency per endpoint, in one run so ratios compare.
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const targets = [
  { name: "home page (br)", path: "/", headers: { "accept-encoding": "br" } },
  { name: "service page (br)", path: "/services/bim-services", headers: { "accept-encoding": "br" } },
  { name: "not-found page", path: "/no-such-page", headers: { "accept-encoding": "br" } },
  { name: "hashed asset", path: "", headers: { "accept-encoding": "br" } },
  { name: "GET /api/health", path: "/api/health", headers: {} },
  { name: "GET /api/ready (db)", path: "/api/ready", headers: {} },
  { name: "GET /api/csrf-token", path: "/api/csrf-token", headers: {} },
];

const site = await serveForMeasurement(Number(process.env.BENCH_PORT ?? 3990));
try {
  const html = await (await fetch(`${site.origin}/`)).text();
  targets[3].path = html.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? "/favicon.svg";
  const rows: { name: string; rps: number; p50: number; p99: number }[] = [];
  for (const target of targets) {
    const result = await autocannon({ url: `${site.origin}${target.path}`, connections: 32, duration: DURATION, headers: target.headers });
    rows.push({ name: target.name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 });
  }
  const base = rows.find((r) => r.name === "GET /api/health")!.rps;
  console.log(`\n${DURATION}s per endpoint, 32 connections, loopback, node ${process.version}\n`);
  console.log("| endpoint | req/s | p50 ms | p99 ms | vs /api/health |");
  console.log("|---|---:|---:|---:|---:|");
  for (const row of rows) console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${(row.rps / base).toFixed(2)} |`);
} finally {
  await site.stop();
}
