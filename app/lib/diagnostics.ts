import { useEffect, useState } from "react";
import type { SecurityHeadersResponse } from "../../contract/widgets";
import { siteEndpointsOnDemand } from "./contract-on-demand";

export type SecurityHeadersState =
  | { state: "loading" }
  | { state: "off" }
  | { state: "error"; message: string }
  | { state: "loaded"; data: SecurityHeadersResponse };

/**
 * The pages are prerendered, so whether DIAGNOSTICS=off is learnt at run time: the security headers
 * endpoint answers 404 when the diagnostics are off.
 */
export function useSecurityHeaders(): SecurityHeadersState {
  const [result, setResult] = useState<SecurityHeadersState>({ state: "loading" });
  useEffect(() => {
    let active = true;
    const settle = (next: SecurityHeadersState) => active && setResult(next);
    siteEndpointsOnDemand()
      .then(async ({ securityHeaders }) => {
        const response = await fetch(securityHeaders.path, { credentials: "include", cache: "no-store" });
        if (response.status === 404) return settle({ state: "off" });
        if (!response.ok) return settle({ state: "error", message: `Error fetching security headers: ${response.status} ${response.statusText}` });
        const parsed = securityHeaders.responses[200].safeParse(await response.json().catch(() => null));
        settle(parsed.success ? { state: "loaded", data: parsed.data } : { state: "error", message: "Invalid response format from security headers endpoint" });
      })
      .catch((error: unknown) =>
        settle({ state: "error", message: `Error fetching security headers: ${error instanceof Error ? error.message : String(error)}` }),
      );
    return () => {
      active = false;
    };
  }, []);
  return result;
}
