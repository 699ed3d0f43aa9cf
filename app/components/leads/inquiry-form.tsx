import { CheckCircle2, Send } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { InquiryForm as InquiryValues } from "../../../contract/leads";
import { inquiryServiceTypes, leadFieldLabels } from "../../../contract/lead-fields";
import { leadMessages } from "../../../contract/messages/leads";
import { resolverOnDemand } from "../../lib/contract-on-demand";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useLeadSubmission } from "../../lib/use-lead-submission";
import { Button } from "../ui/button";
import { FormAnnouncer } from "../ui/form-announcer";
import { Field } from "../ui/form-field";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { Textarea } from "../ui/textarea";
import { useFocusOnMount } from "./focus-on-mount";
import { LeadReference } from "./lead-reference";
import { leadFormPost, NativePostFields } from "./native-post-fields";
import { leadToasts } from "./submission-feedback";

const fields = ["name", "email", "company", "serviceType", "subject", "message"] as const;
const labels = leadFieldLabels("inquiry");
const empty: InquiryValues = { name: "", email: "", company: "", serviceType: "general", subject: "", message: "" };
const checksOnDemand = () => import("./lead-resolvers");
const resolver = resolverOnDemand(() => checksOnDemand().then((checks) => checks.inquiryResolver));

/** Spec 01 §2: the /contact consultation form (variant B), its thank-you card and its way back; the client dashboard prefills it. */
export function InquiryForm({ prefill }: { prefill?: Pick<InquiryValues, "name" | "email"> } = {}) {
  const initial = { ...empty, ...prefill };
  const [reference, setReference] = useState<string | null>(null);
  const { submit, renew, prepare } = useLeadSubmission(checksOnDemand);
  // Only a prefill is a default: whatever was typed or autofilled before the code ran is adopted, not wiped.
  const form = useForm<InquiryValues>({ resolver, defaultValues: prefill });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit } = useFormSubmit(form, (values, element) => submit({ ...values, company: values.company || undefined }, element), {
    ...leadToasts,
    focusOrder: fields,
    onSuccess: (answer) => {
      form.reset(initial);
      setReference(answer.reference);
    },
  });

  if (reference !== null)
    return (
      <InquiryThanks
        reference={reference}
        onAnother={() => {
          renew();
          setReference(null);
        }}
      />
    );

  return (
    <form {...leadFormPost} onSubmit={onSubmit} onFocus={prepare} noValidate className="grid gap-5" aria-labelledby="consultation-title">
      <NativePostFields form="inquiry" />
      <div>
        <h2 id="consultation-title" className="text-2xl font-bold">
          Tell us about your project
        </h2>
        <p className="mt-2 text-sm leading-6 text-ink-soft">
          {leadMessages.inquiryLead} Fields marked{" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={labels.name} required placeholder="John Smith" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
        <Field
          label={labels.email}
          required
          type="email"
          placeholder="john@company.com"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Field
          label={labels.company}
          placeholder="Your Company Ltd."
          autoComplete="organization"
          error={errors.company?.message}
          {...form.register("company")}
        />
        <Field label={labels.serviceType} required hint="The primary service you're interested in." error={errors.serviceType?.message}>
          {(control) => (
            <Select {...control} defaultValue="general" {...form.register("serviceType")}>
              <option value="" disabled>
                {leadMessages.selectService}
              </option>
              {inquiryServiceTypes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={labels.subject} required error={errors.subject?.message}>
        {(control) => <Input {...control} placeholder="e.g., Commercial Building BIM Services" {...form.register("subject")} />}
      </Field>
      <Field label={labels.message} required hint="The more details you provide, the better we can tailor our response." error={errors.message?.message}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-[150px]"
            placeholder="Scope, drawings or models you have, standards, deadline..."
            {...form.register("message")}
          />
        )}
      </Field>
      <FormAnnouncer errors={errors} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-ink-soft">
          By submitting you agree that we use your details to answer your inquiry, as our{" "}
          <Link to="/legal/privacy-policy" className="font-medium text-brand-600 underline">
            Privacy Policy
          </Link>{" "}
          describes.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="shrink-0">
          {isSubmitting ? (
            "Processing..."
          ) : (
            <>
              Send Message <Send aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

function InquiryThanks({ reference, onAnother }: { reference: string; onAnother(): void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center" role="status">
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h2 id="consultation-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        Thank You for Reaching Out!
      </h2>
      <p className="max-w-md leading-7 text-ink-soft">{leadMessages.inquiryThanks}</p>
      <LeadReference reference={reference} />
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button type="button" variant="outline" onClick={onAnother}>
          Send Another Message
        </Button>
        <Button asChild>
          <Link to="/services">Explore Our Services</Link>
        </Button>
      </div>
    </div>
  );
}
