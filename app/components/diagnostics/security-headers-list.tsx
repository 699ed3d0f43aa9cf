import type { SecurityHeadersState } from "../../lib/diagnostics";
import { cn } from "../../lib/cn";
import { Spinner } from "../ui/spinner";
import { Outcome, TestPanel } from "./test-panel";

/** The headers the site really sends, each present or missing, with what it is for. */
export function SecurityHeadersList({ result }: { result: SecurityHeadersState }) {
  return (
    <TestPanel id="security-headers" title="Security headers" lead="What this server sends with its pages, read from a real request to the home page.">
      {result.state === "loading" && <Spinner label="Loading security headers..." />}
      {result.state === "error" && <Outcome kind="error">{result.message}</Outcome>}
      {result.state === "loaded" && (
        <ul className="divide-y divide-line" aria-label="Security headers">
          {Object.entries(result.data.explanations).map(([name, description]) => {
            const value = result.data.headers[name];
            return (
              <li key={name} data-header={name} className="grid min-w-0 gap-1 py-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <code className="min-w-0 break-all text-sm font-semibold text-ink">{name}</code>
                  <span
                    className={cn(
                      "rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide",
                      value ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900",
                    )}
                  >
                    {value ? "present" : "missing"}
                  </span>
                </div>
                <p className="text-sm text-ink-soft">{description}</p>
                {value && <code className="break-all rounded-md bg-paper px-2 py-1 text-xs text-ink">{value}</code>}
              </li>
            );
          })}
        </ul>
      )}
    </TestPanel>
  );
}
