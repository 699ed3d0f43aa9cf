import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type ContactResponse, testPageContactSchema } from "../../../contract/leads";
import { ApiRequestError, apiRequest } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Textarea } from "../ui/textarea";

type Values = z.input<typeof testPageContactSchema>;
const empty: Values = { fullName: "", email: "", phone: "", message: "", hp_check: "" };
type Outcome = { ok: boolean; text: string } | null;

/** Spec 02: the diagnostic page's contact test, posting exactly its five fields (no stamp, no consent) with the honeypot. */
export function TestContactForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const hydrated = useHydrated();
  const form = useForm<Values>({ resolver: zodResolver(testPageContactSchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await apiRequest<ContactResponse>("POST", "/api/contact", values);
      form.reset(empty);
      setOutcome({ ok: true, text: "Thank you for your message. Our team will contact you shortly." });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiRequestError ? error.message : "An error occurred. Please try again later." });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full Name" required autoComplete="name" error={errors.fullName?.message} {...form.register("fullName")} />
        <Field label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      </div>
      <Field label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register("phone")} />
      <Field label="Message" required error={errors.message?.message}>
        {(control) => <Textarea {...control} {...form.register("message")} />}
      </Field>
      {/* The honeypot: hidden from people and assistive technology, sent along as the spec says. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="test-hp-check">Leave this field empty</label>
        <input id="test-hp-check" type="text" tabIndex={-1} autoComplete="off" {...form.register("hp_check")} />
      </div>
      <p role="status" className={outcome?.ok ? "text-sm font-medium text-success" : "text-sm font-medium text-danger"}>{outcome?.text}</p>
      <Button type="submit" disabled={!hydrated || isSubmitting} className="justify-self-start">{isSubmitting ? "Sending..." : "Send Test Message"}</Button>
    </form>
  );
}
