import { execFileSync, spawnSync } from "node:child_process";
import { connect } from "node:net";

/** Every process descended from `root` right now (children, grandchildren, …), with its command line. */
export function descendants(root: number): { pid: number; command: string }[] {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => {
      const [, pid, ppid, command] = line.match(/^\s*(\d+)\s+(\d+)\s+(.*)$/) ?? [];
      return { pid: Number(pid), ppid: Number(ppid), command: command ?? "" };
    });
  const found = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows)
      if (found.has(row.ppid) && !found.has(row.pid)) {
        found.add(row.pid);
        grew = true;
      }
  }
  return rows.filter((row) => row.pid !== root && found.has(row.pid)).map(({ pid, command }) => ({ pid, command }));
}

/** Whether a process with this PID still runs (a zombie waiting for its parent counts as ended). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // ps exits 1 when the process ended between the two looks: that is an answer too.
  const state = spawnSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim();
  return state !== "" && !state.startsWith("Z");
}

/** Whether something accepts connections on this loopback port. */
export function bound(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Polls until `check` holds, or fails naming `what`. */
export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
