/** How long each start-up step took, logged once the server is ready, so a slow start names its cause. */
export function startUpPhases() {
  // Node's own start and loading the bundle happen before the first line of main runs.
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  return {
    phases,
    async time<T>(name: string, work: () => Promise<T> | T): Promise<T> {
      const started = performance.now();
      try {
        return await work();
      } finally {
        phases[name] = Math.round(performance.now() - started);
      }
    },
  };
}
