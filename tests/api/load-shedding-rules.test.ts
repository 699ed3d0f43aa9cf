import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../server/platform/errors";
import { loadShedding, SAMPLE_INTERVAL_MS, START_UP_GRACE_MS } from "../../server/platform/load-shedding";
import type { WarmUp } from "../../server/platform/warm-up";
import { dialects, startSite } from "./harness";

/** A warm-up state fixed by the test: start-up work still running, or all of it over `ago` milliseconds ago whenever asked. */
const warmFor = (ago: number | undefined): WarmUp => ({
  warmSince: performance.now(),
  get settledSince() {
    return ago === undefined ? undefined : performance.now() - ago;
  },
  run: (work) => work(),
  runAfterReady: (work) => work(),
});

/** An app whose one route counts its runs, shedding above a utilization any busy sample exceeds. */
async function appWith(warmUp: WarmUp) {
  const app = Fastify();
  registerErrorHandling(app);
  await loadShedding(app, { maxUtilization: 0.000001, warmUp });
  let runs = 0;
  app.get("/work", async () => ({ runs: ++runs }));
  await app.ready();
  // Keep the event loop busy through one whole sample, so the monitor reads it as overload.
  for (const until = performance.now() + SAMPLE_INTERVAL_MS * 1.3; performance.now() < until; ) Math.sqrt(Math.random());
  // The overdue sample is taken as soon as the loop is free.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { app, runs: () => runs };
}

describe("load shedding", () => {
  it("answers a shed request with 503 and never runs its handler", async () => {
    const { app, runs } = await appWith(warmFor(60_000));
    const response = await app.inject("/work");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toEqual({ success: false, code: "unavailable", message: "The server is busy. Please try again shortly." });
    expect(runs()).toBe(0);
    await app.close();
  });

  it("sheds nothing while start-up work runs, nor in the samples that may still have measured it", async () => {
    for (const warmUp of [warmFor(undefined), warmFor(START_UP_GRACE_MS / 4)]) {
      const { app, runs } = await appWith(warmUp);
      expect((await app.inject("/work")).statusCode).toBe(200);
      expect(runs()).toBe(1);
      await app.close();
    }
  });
});

describe.each(dialects)("readiness on %s", (dialect) => {
  it("answers 503 while start-up work runs and 200 once it is over", async () => {
    const site = await startSite(dialect);
    try {
      let finish = () => {};
      const warming = site.app.warmUp.run(() => new Promise<void>((resolve) => (finish = resolve)));
      const cold = await site.app.inject("/api/ready");
      expect(cold.statusCode).toBe(503);
      expect(cold.json()).toMatchObject({ success: false, code: "unavailable" });
      finish();
      await warming;
      expect((await site.app.inject("/api/ready")).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
