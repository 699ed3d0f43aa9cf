/** Start-up work after the server is built (listening, the job runner, preloading); readiness and load shedding wait for it. */
export type WarmUp = {
  /** When the work readiness waits for finished (performance.now()), or undefined while some is still running. */
  readonly warmSince: number | undefined;
  /** When all start-up work finished, including what runs after readiness, or undefined while some still runs. */
  readonly settledSince: number | undefined;
  /** Work before readiness: /api/ready answers 503 until it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Work after readiness (preloading): requests are answered meanwhile, and none is shed for its cost. */
  runAfterReady<T>(work: () => Promise<T>): Promise<T>;
};

/** A counter of running work and when it last reached none. */
function tracker() {
  let since: number | undefined = performance.now();
  let running = 0;
  return {
    get since() {
      return since;
    },
    async track<T>(work: () => Promise<T>): Promise<T> {
      running++;
      since = undefined;
      try {
        return await work();
      } finally {
        if (--running === 0) since = performance.now();
      }
    },
  };
}

/** Warm from the start (an app that is only injected into has no start-up work); work makes it cold until it settles. */
export function createWarmUp(): WarmUp {
  const ready = tracker();
  const settled = tracker();
  return {
    get warmSince() {
      return ready.since;
    },
    get settledSince() {
      return settled.since;
    },
    run: (work) => settled.track(() => ready.track(work)),
    runAfterReady: (work) => settled.track(work),
  };
}
