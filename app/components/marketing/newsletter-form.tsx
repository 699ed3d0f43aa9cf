import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "../../lib/toast";

/** Spec 02: the newsletter box makes no call; a non-empty email only shows a toast. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    toast({ title: "Subscribed!", description: "You've been added to our newsletter." });
    setEmail("");
  };
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xs">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">Engineering insights, monthly</label>
      <div className="mt-2 flex rounded-lg bg-white/10 ring-1 ring-white/20 focus-within:ring-accent-400">
        <input
          id="newsletter-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@company.com"
          autoComplete="email"
          className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-sm text-white placeholder:text-white/50 focus:outline-none"
        />
        <button type="submit" aria-label="Subscribe" className="rounded-r-lg px-3 text-accent-400 hover:text-white">
          <Send className="size-4" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
