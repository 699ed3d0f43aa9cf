import { RATE_LIMIT_TEST } from "../../contract/constants";

/** Spec 02 §5: the request count is bounded 1 to 50 and is 10 when the input is not a number. */
export function requestCount(input: string): number {
  const value = Number.parseInt(input, 10);
  if (Number.isNaN(value)) return RATE_LIMIT_TEST.defaultRequests;
  return Math.min(RATE_LIMIT_TEST.maxRequests, Math.max(RATE_LIMIT_TEST.minRequests, value));
}
