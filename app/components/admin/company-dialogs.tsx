import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, MailPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { companyInput, invitationInput } from "../../../contract/portal";
import { queryKeyOf } from "../../lib/api";
import { applyServerErrors } from "../../lib/form-errors";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";

type CompanyForm = z.input<typeof companyInput>;
type InviteForm = z.input<typeof invitationInput>;

/** 'New company': a client of the firm, with the zone its dates are read in and who pays the invoices. */
export function NewCompanyDialog() {
  const [open, setOpen] = useState(false);
  const form = useForm<CompanyForm>({
    resolver: zodResolver(companyInput),
    defaultValues: { name: "", country: "", timeZone: "Europe/London", billingName: "", billingEmail: "", requiresTwoFactor: false },
  });
  const create = useEndpointMutation(staffPortalEndpoints.createCompany, {
    success: { title: "Company created" },
    failure: { title: "Company not created", fallback: "Could not create the company." },
    invalidates: [queryKeyOf(staffPortalEndpoints.companies)],
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Building2 aria-hidden="true" /> New company
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New company</DialogTitle>
          <DialogDescription>A client of the firm. Invite its people once it exists.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((body) => create.mutate({ body }, { onError: (e) => applyServerErrors(form, e) }))}>
          <Field label="Company name" error={errors.name?.message} {...form.register("name")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Country" error={errors.country?.message} {...form.register("country")} />
            <Field label="Time zone" hint="IANA name, e.g. Asia/Kolkata" error={errors.timeZone?.message} {...form.register("timeZone")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Billing contact" error={errors.billingName?.message} {...form.register("billingName")} />
            <Field label="Billing email" type="email" error={errors.billingEmail?.message} {...form.register("billingEmail")} />
          </div>
          <DialogActions onCancel={() => setOpen(false)} pending={create.isPending} submit="Create company" submitting="Creating..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'Invite': a mailed 7-day link that creates the person's account inside this company. */
export function InviteDialog({ company }: { company: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const form = useForm<InviteForm>({ resolver: zodResolver(invitationInput), defaultValues: { email: "", fullName: "", role: "member" } });
  const invite = useEndpointMutation(staffPortalEndpoints.invite, {
    success: { title: "Invitation sent", description: (d) => d.message },
    failure: { title: "Invitation not sent", fallback: "Could not send the invitation." },
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Invite someone to ${company.name}`}>
          <MailPlus aria-hidden="true" /> Invite
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite to {company.name}</DialogTitle>
          <DialogDescription>They get a link valid for 7 days to set a password, then sign in with this email.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((body) => invite.mutate({ params: { id: company.id }, body }, { onError: (e) => applyServerErrors(form, e) }))}
        >
          <Field label="Full name" error={errors.fullName?.message} {...form.register("fullName")} />
          <Field label="Email" type="email" error={errors.email?.message} {...form.register("email")} />
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-ink">Role in the company</legend>
            <div className="flex gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="member" {...form.register("role")} /> Member
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="admin" {...form.register("role")} /> Portal admin (may invite colleagues)
              </label>
            </div>
          </fieldset>
          <DialogActions onCancel={() => setOpen(false)} pending={invite.isPending} submit="Send invitation" submitting="Sending..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
