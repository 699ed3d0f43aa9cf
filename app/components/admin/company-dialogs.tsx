import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, MailPlus, Pencil, Users } from "lucide-react";
import { useState } from "react";
import { type UseFormReturn, useForm, useFormState } from "react-hook-form";
import type { z } from "zod";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { formatDate } from "../../../contract/dates";
import { type Company, companyInput, invitationInput } from "../../../contract/portal";
import { queryKeyOf } from "../../lib/api";
import { applyServerErrors } from "../../lib/form-errors";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Checkbox } from "../ui/checkbox";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Select } from "../ui/select";
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
          <CompanyDetailsFields form={form} />
          <DialogActions onCancel={() => setOpen(false)} pending={create.isPending} submit="Create company" submitting="Creating..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A company's name, country, time zone and who pays its invoices: the same fields to create it and to edit it. */
function CompanyDetailsFields({ form }: { form: UseFormReturn<CompanyForm> }) {
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <Field label="Company name" error={errors.name?.message} {...form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Country" error={errors.country?.message} {...form.register("country")} />
        <Field label="Time zone" hint="IANA name, e.g. Asia/Kolkata" error={errors.timeZone?.message} {...form.register("timeZone")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Billing contact" error={errors.billingName?.message} {...form.register("billingName")} />
        <Field label="Billing email" type="email" error={errors.billingEmail?.message} {...form.register("billingEmail")} />
      </div>
    </>
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

/** 'Edit': the company's details and whether its people must use two-step sign-in on the portal. */
export function EditCompanyDialog({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  // Every field is sent, so the form checks them as a new company's are.
  const form = useForm<CompanyForm>({
    resolver: zodResolver(companyInput),
    values: {
      name: company.name,
      country: company.country,
      timeZone: company.timeZone,
      billingName: company.billingName,
      billingEmail: company.billingEmail,
      requiresTwoFactor: company.requiresTwoFactor,
    },
  });
  const save = useEndpointMutation(staffPortalEndpoints.updateCompany, {
    success: { title: "Company saved" },
    failure: { title: "Company not saved", fallback: "Could not save the company." },
    invalidates: [queryKeyOf(staffPortalEndpoints.companies)],
    onSuccess: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Edit ${company.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {company.name}</DialogTitle>
          <DialogDescription>Dates in mails and digests read in the company's time zone unless a person chooses their own.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((body) => save.mutate({ params: { id: company.id }, body }, { onError: (e) => applyServerErrors(form, e) }))}
        >
          <CompanyDetailsFields form={form} />
          <div className="flex items-start gap-3 text-sm text-ink">
            <Checkbox id={`two-step-${company.id}`} {...form.register("requiresTwoFactor")} />
            <label htmlFor={`two-step-${company.id}`}>
              <span className="font-semibold">Require two-step sign-in</span>: the company's people set it up before the portal shows them anything.
            </label>
          </div>
          <DialogActions onCancel={() => setOpen(false)} pending={save.isPending} submit="Save company" submitting="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** 'People': who is in the company, their role and two-step sign-in, and who is still invited. */
export function PeopleDialog({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const people = useEndpointQuery(staffPortalEndpoints.people, { params: { id: company.id } }, { enabled: open });
  const refresh = [queryKeyOf(staffPortalEndpoints.people, { params: { id: company.id } }), queryKeyOf(staffPortalEndpoints.companies)];
  const role = useEndpointMutation(staffPortalEndpoints.updatePerson, {
    success: { title: "Role saved" },
    failure: { title: "Role not saved", fallback: "Please try again." },
    invalidates: refresh,
  });
  const remove = useEndpointMutation(staffPortalEndpoints.removePerson, {
    success: { title: "Removed from the company" },
    failure: { title: "Not removed", fallback: "Please try again." },
    invalidates: refresh,
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`People of ${company.name}`}>
          <Users aria-hidden="true" /> People
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>People of {company.name}</DialogTitle>
          <DialogDescription>
            A portal admin may invite colleagues; removing someone keeps their account but ends their access to these projects.
          </DialogDescription>
        </DialogHeader>
        {people.isLoading ? (
          <LoadingState label="Loading people" />
        ) : people.error || !people.data ? (
          <ErrorState message={people.error?.message ?? "Could not load the people."} onRetry={() => people.refetch()} />
        ) : (
          <div className="grid gap-4">
            {people.data.members.length === 0 ? (
              <EmptyState title="Nobody has joined yet" />
            ) : (
              <ul className="divide-y divide-line">
                {people.data.members.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="font-medium text-ink">{m.name}</p>
                      <p className="truncate text-xs text-ink-soft">
                        {m.email} · last sign-in {formatDate(m.lastLogin)} · two-step {m.twoFactor ? "on" : "off"}
                      </p>
                    </div>
                    <Select
                      aria-label={`Role of ${m.name}`}
                      value={m.role}
                      className="h-9 text-sm"
                      disabled={role.isPending}
                      onChange={(e) => role.mutate({ params: { id: company.id, userId: m.id }, body: { role: e.target.value as "member" | "admin" } })}
                    >
                      <option value="member">Member</option>
                      <option value="admin">Portal admin</option>
                    </Select>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={remove.isPending}
                      aria-label={`Remove ${m.name}`}
                      onClick={() => remove.mutate({ params: { id: company.id, userId: m.id } })}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {people.data.invitations.length > 0 && (
              <div>
                <p className="text-sm font-semibold text-ink">Invited, not yet joined</p>
                <ul className="mt-1 grid gap-1 text-sm text-ink-soft">
                  {people.data.invitations.map((i) => (
                    <li key={i.id}>
                      {i.fullName} · {i.email} · link valid until {formatDate(i.expiresAt)}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
