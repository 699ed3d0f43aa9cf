import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { leadEndpoints } from "../../../contract/endpoints/leads";
import { ApiRequestError, callEndpoint } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useHydrated } from "../../lib/use-hydrated";

/** The footer's newsletter box: asks the server to mail a confirmation link (double opt-in); an empty submit does nothing. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setError("");
    try {
      const answer = await callEndpoint(leadEndpoints.newsletter, { body: { email: email.trim(), source: "footer" } });
      // Not yet "added": the address counts only once its owner confirms (decision 024).
      toast({ title: "Check your inbox", description: answer.message });
      setEmail("");
    } catch (failure) {
      const message = failure instanceof ApiRequestError ? (failure.errors?.email ?? failure.message) : "Something went wrong. Please try again.";
      setError(message);
      toast({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setSending(false);
    }
  };
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="max-w-xs">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        Engineering insights, monthly
      </label>
      <div className="mt-2 flex rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-accent-400">
        <input
          id="newsletter-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@company.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-white/50 focus:outline-none"
        />
        <button
          type="submit"
          aria-label="Subscribe"
          disabled={!hydrated || sending}
          className="rounded-r-lg px-3 text-accent-400 hover:text-white disabled:opacity-60"
        >
          <Send className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p id="newsletter-email-error" role="alert" className="mt-1.5 text-xs font-medium text-red-300 empty:hidden">
        {error}
      </p>
    </form>
  );
}
