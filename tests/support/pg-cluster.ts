import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The newest PostgreSQL server binaries installed from Debian, if any. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((x, y) => Number(y) - Number(x))[0];
  return version && existsSync(path.join(root, version, "bin", "pg_ctl")) ? path.join(root, version, "bin") : undefined;
}

/** A throwaway PostgreSQL server of the test's own, which it may stop and start again (an outage the site must survive). */
export function pgCluster(port: number) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL binaries not found");
  const dir = mkdtempSync(path.join(tmpdir(), "fault-pg-"));
  const root = process.getuid?.() === 0;
  // initdb refuses to run as root; CI runs as root, so the cluster belongs to the postgres user there.
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const run = (tool: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "ignore" })
      : execFileSync(path.join(bin, tool), args, { stdio: "ignore" });
  run("initdb", ["-D", `${dir}/data`, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", options, "start"]),
    stop: () => run("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]),
    remove() {
      try {
        run("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
