import { useState } from "react";
import { CSRF_HEADER } from "../../../contract/headers";
import { getCsrfToken } from "../../lib/api";
import { Button } from "../ui/button";
import { Outcome, TestPanel } from "./test-panel";

type Result = { kind: "success" | "error"; text: string };

/** POST /api/csrf-test with the token; only the status is read (spec 02 §7, §8). */
export function CsrfTestPanel() {
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const run = async () => {
    setTesting(true);
    setResult(null);
    try {
      const response = await fetch("/api/csrf-test", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", [CSRF_HEADER]: await getCsrfToken() },
        body: JSON.stringify({ test: true }),
      });
      setResult(
        response.ok
          ? { kind: "success", text: "CSRF protection working correctly! The server accepted the request with a valid CSRF token." }
          : { kind: "error", text: `CSRF test failed: Server returned status ${response.status} ${response.statusText}` },
      );
    } catch (error) {
      setResult({ kind: "error", text: error instanceof Error ? `Error: ${error.message}` : "An unknown error occurred" });
    } finally {
      setTesting(false);
    }
  };

  return (
    <TestPanel
      id="csrf-test"
      title="CSRF protection"
      lead="Sends a request with this browser's CSRF token; the server accepts it only if the token matches this browser's secret."
    >
      <Button onClick={run} disabled={testing}>
        {testing ? "Testing..." : "Test CSRF Protection"}
      </Button>
      {result && <Outcome kind={result.kind}>{result.text}</Outcome>}
    </TestPanel>
  );
}
