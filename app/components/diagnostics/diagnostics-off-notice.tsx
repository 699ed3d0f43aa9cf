import { ShieldOff } from "lucide-react";

/** Shown instead of the tests when the server runs with DIAGNOSTICS=off. */
export function DiagnosticsOffNotice() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-900">
      <ShieldOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <h2 className="text-base font-bold text-amber-900">Diagnostics are off on this server</h2>
        <p className="mt-1 text-sm leading-6">The diagnostic endpoints are disabled here (DIAGNOSTICS=off), so these tests cannot run.</p>
      </div>
    </div>
  );
}
