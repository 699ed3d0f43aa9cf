import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { leadFieldLabels } from "../../../contract/lead-fields";
import type { AssessmentForm } from "../../../contract/leads";
import { leadMessages } from "../../../contract/messages/leads";
import { ApiRequestError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { DIALOG_CLOSE, useReturnFocus } from "../../lib/return-focus";
import { emailError, type ExitIntentVariant } from "../../lib/exit-intent";
import { toast } from "../../lib/toast";
import { useLeadSubmission } from "../../lib/use-lead-submission";
import { Button } from "../ui/button";
import { ExitIntentContent } from "./exit-intent-content";

const labels = leadFieldLabels("assessment");

type Props = { variant: ExitIntentVariant; onClose: () => void; onSuccess: (email: string) => void };

/** The popup: a modal dialog, so focus stays inside and Escape closes it. */
export default function ExitIntentPopup({ variant, onClose, onSuccess }: Props) {
  const [email, setEmail] = useState("");
  const [newsletter, setNewsletter] = useState(false);
  const { submit: send, prepare } = useLeadSubmission();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const returnFocus = useReturnFocus();
  const dark = variant === "full-image";
  // The narrow layouts stack the field above the button, so the address stays readable.
  const row = variant === "standard" || variant === "full-image";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      // A real lead, not a newsletter sign-up: the popup promises a senior engineer's written assessment.
      const body: AssessmentForm & { form: "assessment" } = { form: "assessment", email: email.trim(), newsletter };
      const answer = await send(body);
      toast({ title: "Assessment requested", description: `Reference ${answer.reference}. ${leadMessages.assessmentRequested}` });
      onSuccess(email.trim());
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : "An error occurred. Please try again later.");
      setBusy(false);
    }
  };

  const heading = (
    <Dialog.Title className={cn("pr-8 text-2xl font-bold leading-tight", dark ? "text-white" : "text-ink")}>
      Before you go: what would your next package cost with us?
    </Dialog.Title>
  );
  const text = (
    <Dialog.Description className={cn("mt-3 text-sm leading-6", dark ? "text-white/85" : "text-ink-soft")}>
      Leave your work email. A senior engineer will send you a free cost and schedule assessment for your next BIM, MEP or detailing package.
    </Dialog.Description>
  );
  const form = (
    <form method="post" onSubmit={submit} onFocus={prepare} noValidate className="grid gap-2">
      <label htmlFor="exit-intent-email" className={cn("text-sm font-semibold", dark ? "text-white" : "text-ink")}>
        {labels.email}
      </label>
      <div className={cn("flex flex-col gap-2", row && "sm:flex-row")}>
        <input
          id="exit-intent-email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className={cn(
            "h-11 w-full min-w-0 shrink-0 rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30",
            row && "sm:flex-1 sm:shrink",
          )}
        />
        <Button type="submit" variant="accent" disabled={busy}>
          {busy ? "Sending..." : "Get My Free Assessment"}
        </Button>
      </div>
      <label className={cn("mt-1 flex items-start gap-2 text-sm leading-5", dark ? "text-white/85" : "text-ink-soft")}>
        <input
          type="checkbox"
          name="newsletter"
          checked={newsletter}
          onChange={(event) => setNewsletter(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-line accent-brand-600"
        />
        {labels.newsletter}
      </label>
      {error && (
        <p id={errorId} role="alert" className={cn("text-sm font-medium", dark ? "text-accent-400" : "text-danger")}>
          {error}
        </p>
      )}
    </form>
  );
  const close = (
    <Dialog.Close
      {...{ [DIALOG_CLOSE]: "" }}
      aria-label="Close"
      className={cn("absolute right-3 top-3 rounded-md p-1.5", dark ? "text-white/80 hover:bg-white/10" : "text-ink-soft hover:bg-paper")}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          data-widget="exit-intent"
          {...returnFocus}
          className={cn(
            "fixed left-1/2 top-1/2 z-[90] max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl",
            variant === "minimal" ? "max-w-md" : variant === "image-left" ? "max-w-3xl" : "max-w-xl",
          )}
        >
          <ExitIntentContent variant={variant} heading={heading} text={text} form={form} close={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
