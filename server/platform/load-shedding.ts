import { platformMessages } from "../../contract/messages/platform";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";
import type { WarmUp } from "./warm-up";

/** How often event-loop utilization (averaged since start, under-pressure's default) and delay are sampled. */
export const SAMPLE_INTERVAL_MS = 1000;
/** After start-up, two samples pass before shedding, so a sample taken during start-up is never acted on. */
export const START_UP_GRACE_MS = 2 * SAMPLE_INTERVAL_MS;

/** 503 + Retry-After once the event loop is saturated; nothing is shed while start-up work runs or just after. */
export async function loadShedding(app: FastifyInstance, options: { maxUtilization: number; warmUp: WarmUp }) {
  await app.register(underPressure, {
    maxEventLoopDelay: 2000,
    maxEventLoopUtilization: options.maxUtilization,
    sampleInterval: SAMPLE_INTERVAL_MS,
    pressureHandler: async () => {
      const settledSince = options.warmUp.settledSince;
      // A sample taken during start-up measured that work, not visitors: let the request through.
      if (settledSince === undefined || performance.now() - settledSince < START_UP_GRACE_MS) return;
      // A rejection ends the request in the error handler (one 503, one log line); the route never runs.
      throw new HttpError(503, platformMessages.busy, { headers: { "retry-after": "5" } });
    },
  });
}
