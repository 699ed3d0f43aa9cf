import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { MessageResponse } from "../../../contract/api";
import { type InquiryForm, inquiryFormSchema, inquiryServiceTypes } from "../../../contract/leads";
import { useAuth } from "../../lib/auth";
import { showFieldErrors, useApiMutation } from "../../lib/use-api-mutation";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { controlClass } from "../ui/input";
import { Select } from "../ui/select";

const FIELDS = ["name", "email", "company", "subject", "message", "serviceType"] as const;

/** 'Request New Service': the consultation form, prefilled from the account; the server ties the lead to it. */
export function RequestServiceDialog() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const defaults: InquiryForm = { name: user?.fullName ?? user?.username ?? "", email: user?.email ?? "", company: "", subject: "", message: "", serviceType: "general" };
  const form = useForm<InquiryForm>({ resolver: zodResolver(inquiryFormSchema), defaultValues: defaults });
  const send = useApiMutation<InquiryForm & { page: string }, MessageResponse>("POST", "/api/contact",
    { success: { title: "Success!", description: "Your message has been received. We'll contact you shortly." }, failure: { title: "Error", fallback: "There was an error submitting the form. Please try again." } },
    () => {
      form.reset(defaults);
      setOpen(false);
    });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={(next) => {
      if (next) form.reset(defaults);
      setOpen(next);
    }}>
      <DialogTrigger asChild><Button><Plus aria-hidden="true" /> Request New Service</Button></DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Request New Service</DialogTitle>
          <DialogDescription>Tell us about the project. One of our experts will contact you within 24 hours.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit((values) => send.mutate({ ...values, page: "/dashboard" }, { onError: (e) => showFieldErrors(e, form.setError, FIELDS) }))}>
          <Field label="Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
          <Field label="Company (optional)" autoComplete="organization" placeholder="Your Company Ltd." error={errors.company?.message} {...form.register("company")} />
          <div className="grid content-start gap-1.5">
            <label htmlFor="request-service-type" className="text-sm font-medium text-ink">Service</label>
            <Select id="request-service-type" className="h-11" {...form.register("serviceType")}>
              {inquiryServiceTypes.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
            </Select>
          </div>
          <Field className="sm:col-span-2" label="Project Subject" placeholder="e.g., Commercial Building BIM Services" error={errors.subject?.message} {...form.register("subject")} />
          <div className="grid gap-1.5 sm:col-span-2">
            <label htmlFor="request-message" className="text-sm font-medium text-ink">Project Details</label>
            <textarea id="request-message" rows={5} aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "request-message-error" : undefined}
              className={`${controlClass} h-auto min-h-[150px] py-2 ${errors.message ? "border-danger" : ""}`} {...form.register("message")} />
            {errors.message && <p id="request-message-error" className="text-sm font-medium text-danger">{errors.message.message}</p>}
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" disabled={send.isPending}>{send.isPending ? "Processing..." : "Send request"}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
