import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { ApiRequestError, callEndpoint } from "../../lib/api";
import { leadEndpointsOnDemand, preload } from "../../lib/contract-on-demand";
import { toast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useHydrated } from "../../lib/use-hydrated";

const FALLBACK = "Something went wrong. Please try again.";

/** The footer's newsletter box: asks the server to mail a confirmation link (double opt-in); an empty submit does nothing. */
export function NewsletterForm() {
  // No defaults: an address typed before the code ran is adopted, not wiped.
  const form = useForm<{ email: string }>();
  const hydrated = useHydrated();
  const { onSubmit, isPending } = useFormSubmit(
    form,
    async ({ email }) => callEndpoint((await leadEndpointsOnDemand()).newsletter, { body: { email: email.trim(), source: "footer" } }),
    {
      // Not yet "added": the address counts only once its owner confirms (decision 024).
      success: { title: "Check your inbox", description: (answer) => answer.message },
      onSuccess: () => form.reset({ email: "" }),
      // The box's one message, under it and in the toast, even for a refusal that names no field (too many sign-ups).
      onFailure: (failure) => {
        const message = failure instanceof ApiRequestError ? (failure.errors?.email ?? failure.message) : FALLBACK;
        form.setError("email", { type: "server", message });
        toast({ title: "Error", description: message, variant: "destructive" });
      },
    },
  );
  const error = form.formState.errors.email?.message ?? "";
  const field = form.register("email", { validate: (value) => Boolean(value?.trim()) });
  return (
    <form method="post" onSubmit={onSubmit} onFocus={() => preload(leadEndpointsOnDemand)} noValidate className="max-w-xs">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
        Engineering insights, monthly
      </label>
      <div className="mt-2 flex rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-accent-400">
        <input
          id="newsletter-email"
          type="email"
          required
          placeholder="you@company.com"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-white/50 focus:outline-none"
          {...field}
        />
        <button
          type="submit"
          aria-label="Subscribe"
          disabled={!hydrated || isPending}
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
