import { type FormEvent, useState } from "react";
import { leadFieldLabels } from "../../../contract/lead-fields";
import { leadMessages } from "../../../contract/messages/leads";
import { ApiRequestError } from "../../lib/api";
import { useLeadSubmission } from "../../lib/use-lead-submission";
import { leadFormPost, NativePostFields } from "../leads/native-post-fields";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Outcome, TestPanel } from "./test-panel";

const labels = leadFieldLabels("test-page");

/** The contact form variant with phone and a honeypot, posting to the real POST /api/contact (natively before the code runs). */
export function ContactTestForm() {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const { submit: send, renew } = useLeadSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    setSending(true);
    setResult(null);
    try {
      const phone = value("phone");
      const answer = await send(
        { fullName: value("fullName"), email: value("email"), message: value("message"), hp_check: value("hp_check"), ...(phone && { phone }) },
        form,
      );
      form.reset();
      renew();
      setResult({ kind: "success", text: `${leadMessages.sent} Reference: ${answer.reference}.` });
    } catch (error) {
      setResult({ kind: "error", text: error instanceof ApiRequestError && error.message ? error.message : "An error occurred. Please try again later." });
    } finally {
      setSending(false);
    }
  };

  return (
    <TestPanel
      id="contact-test"
      title="Contact form"
      lead="Sends a real inquiry through the same endpoint as the site's forms, including the hidden spam-trap field."
    >
      <form {...leadFormPost} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <NativePostFields form="test-page" />
        <Field label={labels.fullName} name="fullName" required autoComplete="name" />
        <Field label={labels.email} name="email" type="email" required autoComplete="email" />
        <Field label={labels.phone} name="phone" type="tel" autoComplete="tel" className="sm:col-span-2" />
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor="contact-test-message" className="text-sm font-medium text-ink">
            {labels.message}
          </label>
          <textarea
            id="contact-test-message"
            name="message"
            required
            rows={4}
            className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:text-sm"
          />
        </div>
        {/* Off-screen, not display:none: simple bots fill every input they find. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-test-hp">Leave this field empty</label>
          <input id="contact-test-hp" name="hp_check" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={sending}>
            {sending ? "Sending..." : "Send Test Message"}
          </Button>
        </div>
      </form>
      {result && <Outcome kind={result.kind}>{result.text}</Outcome>}
    </TestPanel>
  );
}
