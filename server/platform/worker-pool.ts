import type { Piscina } from "piscina";
import { loadOnce } from "./load-once";
import { runningFromSource, type WorkerFiles } from "./worker-code";

type PoolOptions = Omit<NonNullable<ConstructorParameters<typeof Piscina>[0]>, "filename" | "minThreads" | "workerData">;

/**
 * A Piscina pool made at its first task, so its code loads then and not at start-up. Threads start when work comes and
 * end when idle (minThreads 0): an idle pool never keeps a process, the admin command say, from ending.
 */
export function lazyPool<Task, Result>(files: WorkerFiles, options: PoolOptions): () => Promise<Piscina<Task, Result>> {
  return loadOnce(() =>
    import("piscina").then(({ Piscina }) => {
      const threads = new Piscina<Task, Result>({
        ...options,
        minThreads: 0,
        // Node 20 does not pass `--import tsx` on to a thread: from source, one small module loads it through tsx's API.
        filename: runningFromSource ? new URL("./worker-from-source.mjs", import.meta.url).href : files.built.href,
        workerData: runningFromSource ? { source: files.source.href } : undefined,
      });
      // Piscina emits a thread's failure outside a task on the pool, and an unheard 'error' would end the server; a
      // task in hand is rejected with the thread's error.
      threads.on("error", () => {});
      return threads;
    }),
  );
}
