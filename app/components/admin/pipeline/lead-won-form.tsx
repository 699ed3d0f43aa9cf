import { useState } from "react";
import type { AdminLead } from "../../../../contract/admin";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { staffPortalEndpoints } from "../../../../contract/endpoints/portal";
import { projectServiceFor } from "../../../../contract/pipeline";
import { serviceList } from "../../../../contract/service-list";
import { fieldErrorsOf, queryKeyOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/form-field";
import { Select } from "../../ui/select";
import { leadReads, todayIso } from "./pipeline-format";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Won → client: a reason, the company (picked or new), the project with the lead's service, and the contact's invitation. */
export function LeadWonForm({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const companies = useEndpointQuery(staffPortalEndpoints.companies, {});
  const [reason, setReason] = useState("");
  const [companyId, setCompanyId] = useState("");
  const [companyName, setCompanyName] = useState(lead.company ?? "");
  const [country, setCountry] = useState("");
  const [timeZone, setTimeZone] = useState(browserZone());
  const [code, setCode] = useState(lead.reference ?? "");
  const [name, setName] = useState(lead.subject ?? `${lead.serviceLabel} for ${lead.company ?? lead.fullName}`);
  const [sector, setSector] = useState("Commercial");
  const [service, setService] = useState(projectServiceFor(lead.service) ?? "");
  const [startDate, setStartDate] = useState(todayIso());
  const [dueDate, setDueDate] = useState(inDays(90));
  const [invite, setInvite] = useState(Boolean(lead.email));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const won = useEndpointMutation(pipelineEndpoints.won, {
    success: { title: "Won", description: (d) => d.message },
    failure: { title: "Not marked won", fallback: "Could not mark the lead won." },
    invalidates: [...leadReads, queryKeyOf(staffPortalEndpoints.companies), queryKeyOf(staffPortalEndpoints.projects)],
    onSuccess: onDone,
  });
  const existing = companyId !== "";
  return (
    <form
      method="post"
      aria-label="Mark won"
      className="grid gap-3 rounded-lg border border-green-200 bg-green-50/50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (won.isPending) return;
        won.mutate(
          {
            params: { id: lead.id },
            body: {
              reason,
              ...(existing ? { companyId } : { company: { name: companyName, country, timeZone } }),
              project: { code: code.toUpperCase(), name, sector, service, startDate, dueDate },
              invite,
            },
          },
          {
            onError: (error) => {
              const found = fieldErrorsOf(error);
              setErrors(
                Object.fromEntries(Object.entries(found).map(([k, v]) => [k === "company.name" ? "companyName" : k.replace(/^(project|company)\./, ""), v])),
              );
            },
          },
        );
      }}
    >
      <p className="text-sm text-ink-soft">Marks the lead won and sets the client up in the portal in one step.</p>
      <Field
        label="Why did we win it?"
        required
        value={reason}
        maxLength={300}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="e.g. Best schedule for the precast package"
      />
      <Field label="Company" error={errors.companyId}>
        {(control) => (
          <Select {...control} value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
            <option value="">A new company</option>
            {companies.data?.companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {!existing && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Company name" required value={companyName} error={errors.companyName} onChange={(e) => setCompanyName(e.target.value)} />
          <Field label="Country" required value={country} error={errors.country} onChange={(e) => setCountry(e.target.value)} placeholder="e.g. Germany" />
          <Field label="Time zone" required value={timeZone} error={errors.timeZone} onChange={(e) => setTimeZone(e.target.value)} />
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Project code" required value={code} error={errors.code} onChange={(e) => setCode(e.target.value)} placeholder="e.g. STR-2611-07" />
        <Field label="Project name" required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <Field label="Sector" required value={sector} error={errors.sector} onChange={(e) => setSector(e.target.value)} />
        <Field label="Service" required error={errors.service}>
          {(control) => (
            <Select {...control} value={service} onChange={(e) => setService(e.target.value)}>
              <option value="" disabled>
                Choose a service
              </option>
              {serviceList.map((s) => (
                <option key={s.formValue} value={s.formValue}>
                  {s.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Start" type="date" required value={startDate} error={errors.startDate} onChange={(e) => setStartDate(e.target.value)} />
        <Field label="Due" type="date" required value={dueDate} error={errors.dueDate} onChange={(e) => setDueDate(e.target.value)} />
      </div>
      <div className="flex items-start gap-2 text-sm text-ink">
        <Checkbox id={`won-invite-${lead.id}`} checked={invite} disabled={!lead.email} onChange={(e) => setInvite(e.target.checked)} />
        <label htmlFor={`won-invite-${lead.id}`}>Invite {lead.email || "the contact"} to the client portal as the company's admin</label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={won.isPending || undefined}>
          {won.isPending ? "Saving..." : "Mark won and create the client"}
        </Button>
      </div>
    </form>
  );
}
