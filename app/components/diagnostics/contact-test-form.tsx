import { type FormEvent, useState } from "react";
import { apiRequest, ApiRequestError } from "../../lib/api";
import { Field } from "../ui/form-field";
import { Button } from "../ui/button";
import { Outcome, TestPanel } from "./test-panel";

const empty = { fullName: "", email: "", phone: "", message: "", hp_check: "" };

/** The contact form variant with phone and a honeypot, posting to the real POST /api/contact. */
export function ContactTestForm() {
  const [form, setForm] = useState(empty);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setResult(null);
    try {
      await apiRequest("POST", "/api/contact", form, { on401: "throw" });
      setForm(empty);
      setResult({ kind: "success", text: "Thank you for your message. Our team will contact you shortly." });
    } catch (error) {
      setResult({ kind: "error", text: error instanceof ApiRequestError && error.message ? error.message : "An error occurred. Please try again later." });
    } finally {
      setSending(false);
    }
  };

  return (
    <TestPanel id="contact-test" title="Contact form" lead="Sends a real inquiry through the same endpoint as the site's forms, including the hidden spam-trap field.">
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" name="fullName" required autoComplete="name" value={form.fullName} onChange={set("fullName")} />
        <Field label="Email" name="email" type="email" required autoComplete="email" value={form.email} onChange={set("email")} />
        <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set("phone")} className="sm:col-span-2" />
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor="contact-test-message" className="text-sm font-medium text-ink">Message</label>
          <textarea id="contact-test-message" name="message" required rows={4} value={form.message} onChange={set("message")}
            className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 sm:text-sm" />
        </div>
        {/* Off-screen, not display:none: simple bots fill every input they find. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-test-hp">Leave this field empty</label>
          <input id="contact-test-hp" name="hp_check" tabIndex={-1} autoComplete="off" value={form.hp_check} onChange={set("hp_check")} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={sending}>{sending ? "Sending..." : "Send Test Message"}</Button>
        </div>
      </form>
      {result && <Outcome kind={result.kind}>{result.text}</Outcome>}
    </TestPanel>
  );
}
