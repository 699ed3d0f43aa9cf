import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";

// Whatever a script started stops with it: on Ctrl+C, on SIGTERM to its PID (a process manager, `kill`), on SIGHUP.
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const EXIT_CODE: Record<(typeof SIGNALS)[number], number> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const GRACE_MS = 10_000;
const cleanups = new Set<() => unknown>();
const groups = new Set<number>();
let stopping = false;
let installed = false;

function installOnce() {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      void stopAll().finally(() => process.exit(EXIT_CODE[signal]));
    });
  }
  // The last resort, when the script ends some other way: no process group it started outlives it.
  process.once("exit", () => {
    for (const pid of groups) signalGroup(pid, "SIGKILL");
  });
}

/** Runs `cleanup` (stop a browser, close a server) when the script is signalled; the returned function forgets it. */
export function onStop(cleanup: () => unknown): () => void {
  cleanups.add(cleanup);
  installOnce();
  return () => cleanups.delete(cleanup);
}

/** Runs every registered clean-up, most recent first. */
export async function stopAll() {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.resolve(cleanup()).catch((error: unknown) => console.error(error));
  }
}

/** Whether the signal reached the group: false once every process in it has ended. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

async function groupEnded(pid: number, deadline: number) {
  while (signalGroup(pid, 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  // Whatever ignored the signal (or is still closing) past the grace period is killed.
  signalGroup(pid, "SIGKILL");
}

export type Stoppable = { child: ChildProcess; exited: Promise<number | null>; stop(signal?: NodeJS.Signals): Promise<number | null> };

/**
 * Starts a command in its own process group, so stopping it reaches everything it started in turn (sh, tsx, a
 * server), and waits until the whole group has ended; SIGKILL follows for what is left after ten seconds.
 */
export function startStoppable(command: string, args: string[], options: SpawnOptions = {}): Stoppable {
  const child = spawn(command, args, { ...options, detached: true });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  groups.add(pid);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    const deadline = Date.now() + GRACE_MS;
    signalGroup(pid, signal);
    // The group may outlive its leader (a server still finishing its requests), so both are awaited.
    await groupEnded(pid, deadline);
    const code = await exited;
    groups.delete(pid);
    forget();
    return code;
  };
  const forget = onStop(() => stop());
  return { child, exited, stop };
}
