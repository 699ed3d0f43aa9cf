import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { type ConsultationService, consultationServices, leadFieldLabels } from "../../../contract/lead-fields";
import type { ConsultationForm as Values } from "../../../contract/leads";
import { leadMessages } from "../../../contract/messages/leads";
import { resolverOnDemand } from "../../lib/contract-on-demand";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useLeadSubmission } from "../../lib/use-lead-submission";
import { Button } from "../ui/button";
import { Checkbox } from "../ui/checkbox";
import { FormAnnouncer } from "../ui/form-announcer";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";
import { Textarea } from "../ui/textarea";
import { useFocusOnMount } from "./focus-on-mount";
import { leadFormPost, NativePostFields } from "./native-post-fields";
import { LeadReference } from "./lead-reference";
import { leadToasts } from "./submission-feedback";

const fields = ["fullName", "email", "service", "message", "privacy"] as const;
const labels = leadFieldLabels("consultation");
// The consent's words around the policy's link, from the one field list the server's correction page also reads.
const [consentBefore = "", consentAfter = ""] = labels.privacy.split("Privacy Policy");
const checksOnDemand = () => import("./lead-resolvers");
const resolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.consultationResolver));

/** Spec 02 §3 / spec 01 §3 variant A: the consultation form of the home, service and about pages. */
export function ConsultationForm({ service = "", title = "Request a free consultation" }: { service?: ConsultationService | ""; title?: string }) {
  // One id per form instance: the title has spaces, which an id may not hold.
  const formId = useId();
  const [reference, setReference] = useState<string | null>(null);
  const { submit, renew, prepare } = useLeadSubmission(checksOnDemand);
  const empty: Values = { fullName: "", email: "", service, message: "", privacy: false, hp_check: "" };
  // No defaults at first: whatever was typed or autofilled before the code ran is adopted, not wiped.
  const form = useForm<Values>({ resolver });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit } = useFormSubmit(form, submit, { ...leadToasts, focusOrder: fields, onSuccess: (answer) => setReference(answer.reference) });

  if (reference !== null)
    return (
      <ConsultationThanks
        reference={reference}
        onAnother={() => {
          form.reset(empty);
          renew();
          setReference(null);
        }}
      />
    );

  return (
    <form {...leadFormPost} onSubmit={onSubmit} onFocus={prepare} noValidate className="grid gap-4" aria-label={title}>
      <NativePostFields form="consultation" />
      <h3 className="text-xl font-bold text-ink">{title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={labels.fullName} required placeholder="John Smith" autoComplete="name" error={errors.fullName?.message} {...form.register("fullName")} />
        <Field
          label={labels.email}
          required
          type="email"
          placeholder="john@company.com"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
      </div>
      <Field label={labels.service} required error={errors.service?.message}>
        {(control) => (
          <Select {...control} defaultValue={service} {...form.register("service")}>
            <option value="" disabled>
              {leadMessages.selectService}
            </option>
            {consultationServices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={labels.message} required error={errors.message?.message}>
        {(control) => <Textarea {...control} placeholder="Tell us about your project, scope and deadline..." {...form.register("message")} />}
      </Field>
      {/* The honeypot: hidden from people and assistive technology, filled only by robots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`hp-${formId}`}>Leave this field empty</label>
        <input id={`hp-${formId}`} type="text" tabIndex={-1} autoComplete="off" {...form.register("hp_check")} />
      </div>
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <Checkbox
            id={`privacy-${formId}`}
            aria-invalid={errors.privacy ? true : undefined}
            aria-describedby={errors.privacy ? `privacy-${formId}-error` : undefined}
            aria-required
            {...form.register("privacy")}
          />
          <label htmlFor={`privacy-${formId}`} className="text-sm leading-6 text-ink-soft">
            {consentBefore}
            <Link to="/legal/privacy-policy" className="font-medium text-brand-600 underline">
              Privacy Policy
            </Link>
            {consentAfter}
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          </label>
        </div>
        {errors.privacy?.message && (
          <p id={`privacy-${formId}-error`} className="text-sm font-medium text-danger">
            {errors.privacy.message}
          </p>
        )}
      </div>
      <FormAnnouncer errors={errors} />
      <Button type="submit" size="lg" variant="accent" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Processing..." : "Get My Free Consultation"}
      </Button>
    </form>
  );
}

function ConsultationThanks({ reference, onAnother }: { reference: string; onAnother(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center" role="status">
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
        Thank you!
      </h3>
      <p className="max-w-sm leading-7 text-ink-soft">{leadMessages.consultationThanks}</p>
      <LeadReference reference={reference} />
      <Button type="button" variant="outline" onClick={onAnother}>
        Submit Another Request
      </Button>
    </div>
  );
}
