import { useState } from "react";
import { CSRF_HEADER } from "../../../contract/headers";
import { RATE_LIMIT_TEST } from "../../../contract/constants";
import { getCsrfToken } from "../../lib/api";
import { cn } from "../../lib/cn";
import { requestCount } from "../../lib/rate-limit-test";
import { Button } from "../ui/button";
import { TestPanel } from "./test-panel";

const endpoints = [
  { path: "/api/rate-limit-test", label: "Rate-limit test route (5 requests per minute)" },
  { path: "/api/csrf-test", label: "CSRF test route" },
  { path: "/api/contact", label: "Contact form route (creates test inquiries)" },
] as const;

type Result = { n: number; status: number | null; text: string; error: boolean };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends N requests 100 ms apart and lists each answer; a 429 is an error (spec 02 §4, §7). */
export function RateLimitTestPanel() {
  const [count, setCount] = useState(String(RATE_LIMIT_TEST.defaultRequests));
  const [endpoint, setEndpoint] = useState<string>(endpoints[0].path);
  const [testing, setTesting] = useState(false);
  const [results, setResults] = useState<Result[]>([]);

  const run = async () => {
    const total = requestCount(count);
    setCount(String(total));
    setTesting(true);
    setResults([]);
    const token = await getCsrfToken();
    for (let n = 1; n <= total; n++) {
      if (n > 1) await wait(RATE_LIMIT_TEST.spacingMs);
      let result: Result;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json", [CSRF_HEADER]: token },
          body: JSON.stringify({ test: true, requestNumber: n }),
        });
        const limited = response.status === 429;
        result = {
          n,
          status: response.status,
          text: limited ? "Too Many Requests: rate limit reached" : response.statusText || (response.ok ? "OK" : "Error"),
          error: limited || !response.ok,
        };
      } catch (error) {
        result = { n, status: null, text: error instanceof Error ? error.message : "Network error", error: true };
      }
      setResults((current) => [...current, result]);
    }
    setTesting(false);
  };

  const limited = results.filter((r) => r.status === 429).length;
  const accepted = results.filter((r) => !r.error).length;

  return (
    <TestPanel
      id="rate-limit-test"
      title="Rate limiting"
      lead={`Sends a burst of requests ${RATE_LIMIT_TEST.spacingMs} ms apart. The test route allows ${RATE_LIMIT_TEST.routeMax} requests per minute per IP address; later ones are refused with 429.`}
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <label htmlFor="rate-limit-count" className="text-sm font-medium">
            Number of requests (1-50)
          </label>
          <input
            id="rate-limit-count"
            type="number"
            min={RATE_LIMIT_TEST.minRequests}
            max={RATE_LIMIT_TEST.maxRequests}
            value={count}
            onChange={(event) => setCount(event.target.value)}
            className="h-11 w-28 rounded-lg border border-line bg-white px-3 text-base shadow-sm sm:text-sm"
          />
        </div>
        <div className="grid min-w-0 max-w-full gap-1.5">
          <label htmlFor="rate-limit-endpoint" className="text-sm font-medium">
            Endpoint
          </label>
          <select
            id="rate-limit-endpoint"
            value={endpoint}
            onChange={(event) => setEndpoint(event.target.value)}
            className="h-11 w-full max-w-full rounded-lg border border-line bg-white px-3 text-base shadow-sm sm:text-sm"
          >
            {endpoints.map((option) => (
              <option key={option.path} value={option.path}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={run} disabled={testing}>
          {testing ? "Testing..." : "Run Rate Limit Test"}
        </Button>
      </div>
      {results.length > 0 && (
        <div className="mt-6">
          <p className="text-sm font-semibold" aria-live="polite">
            {accepted} accepted, {limited} rate limited, {results.length - accepted - limited} other errors
          </p>
          <ol className="mt-3 grid max-h-80 gap-1.5 overflow-y-auto text-sm" aria-label="Rate limit test results">
            {results.map((r) => (
              <li
                key={r.n}
                data-result={r.error ? "error" : "success"}
                className={cn("flex gap-3 rounded-md px-3 py-2", r.error ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800")}
              >
                <span className="w-10 shrink-0 font-mono">#{r.n}</span>
                <span className="w-12 shrink-0 font-mono font-semibold">{r.status ?? "-"}</span>
                <span className="min-w-0 break-words">{r.text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </TestPanel>
  );
}
