/** Start-up work after the server is built (listening, the job runner, recompressed pages); readiness and load shedding wait for it. */
export type WarmUp = {
  /** When the last start-up work finished (performance.now()), or undefined while some is still running. */
  readonly warmSince: number | undefined;
  run<T>(work: () => Promise<T>): Promise<T>;
};

/** Warm from the start (an app that is only injected into has no start-up work); `run` makes it cold until the work settles. */
export function createWarmUp(): WarmUp {
  let warmSince: number | undefined = performance.now();
  let running = 0;
  return {
    get warmSince() {
      return warmSince;
    },
    async run(work) {
      running++;
      warmSince = undefined;
      try {
        return await work();
      } finally {
        if (--running === 0) warmSince = performance.now();
      }
    },
  };
}
