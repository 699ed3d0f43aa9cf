import type { FastifyInstance } from "fastify";

/**
 * Every route handler still running. The server closes once its connections have ended, and a caller who hung up
 * ends its connection while the handler goes on (a sign-in's hash, then counting its failure): closing the database
 * then, or exiting, would cut that work off half done. Registered before any route, so it sees them all.
 */
export function handlersRunning(app: FastifyInstance) {
  const running = new Set<Promise<unknown>>();
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        running.add(result);
        const done = () => running.delete(result);
        result.then(done, done);
      }
      return result;
    };
  });
  return {
    /** Resolves once every handler running now has ended, or after `withinMs`, whichever comes first. */
    async ended(withinMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, withinMs);
      });
      await Promise.race([Promise.allSettled([...running]), bound]);
      clearTimeout(timer);
    },
  };
}
