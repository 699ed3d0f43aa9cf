import { ANALYTICS } from "../../contract/constants";

/** Runs `task` when the browser is idle, or after the fallback time-out where idle callbacks do not exist. */
export function whenIdle(task: () => void, timeoutMs: number = ANALYTICS.idleFallbackMs): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, timeoutMs);
  return () => window.clearTimeout(handle);
}
