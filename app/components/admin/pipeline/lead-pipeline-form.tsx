import { useRef, useState } from "react";
import type { AdminLead } from "../../../../contract/admin";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { fieldErrorsOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Field } from "../../ui/form-field";
import { Select } from "../../ui/select";
import { leadReads } from "./pipeline-format";

/** Owner, value, expected close and the next action with its date; the stage has its own form, with its note. */
export function LeadPipelineForm({ lead }: { lead: AdminLead }) {
  const people = useEndpointQuery(pipelineEndpoints.people, {});
  const [owner, setOwner] = useState(lead.owner?.id ?? "");
  const [value, setValue] = useState(lead.value === null ? "" : String(lead.value));
  const [expectedClose, setExpectedClose] = useState(lead.expectedClose ?? "");
  const [nextAction, setNextAction] = useState(lead.nextAction ?? "");
  const [nextActionDate, setNextActionDate] = useState(lead.nextActionDate ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const outcome = useRef<HTMLParagraphElement>(null);
  const save = useEndpointMutation(pipelineEndpoints.update, {
    success: { title: "Lead saved" },
    failure: { title: "Lead not saved", fallback: "Could not save the lead." },
    invalidates: leadReads,
    onSuccess: () => {
      setErrors({});
      outcome.current?.focus();
    },
  });
  const submit = () => {
    const amount = value.trim() === "" ? null : Number(value.replace(/[$,\s]/g, ""));
    if (amount !== null && (!Number.isInteger(amount) || amount < 0)) return setErrors({ value: "Use whole dollars, e.g. 48000" });
    save.mutate(
      {
        params: { id: lead.id },
        body: {
          owner: owner || null,
          value: amount,
          expectedClose: expectedClose || null,
          nextAction: nextAction.trim() || null,
          nextActionDate: nextActionDate || null,
        },
      },
      { onError: (error) => setErrors(fieldErrorsOf(error)) },
    );
  };
  return (
    <form
      method="post"
      aria-label="Pipeline"
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <Field label="Owner" error={errors.owner}>
        {(control) => (
          <Select {...control} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">Nobody yet</option>
            {lead.owner && !people.data?.people.some((p) => p.id === lead.owner?.id) && <option value={lead.owner.id}>{lead.owner.name}</option>}
            {people.data?.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-3">
        <Field label="Value (USD)" inputMode="numeric" value={value} error={errors.value} onChange={(e) => setValue(e.target.value)} placeholder="e.g. 48000" />
        <Field label="Expected close" type="date" value={expectedClose} error={errors.expectedClose} onChange={(e) => setExpectedClose(e.target.value)} />
      </div>
      <div className="grid gap-3">
        <Field
          label="Next action"
          value={nextAction}
          maxLength={200}
          error={errors.nextAction}
          onChange={(e) => setNextAction(e.target.value)}
          placeholder="e.g. Call about the IFC model"
        />
        <Field label="Due" type="date" value={nextActionDate} error={errors.nextActionDate} onChange={(e) => setNextActionDate(e.target.value)} />
      </div>
      <Button type="submit" aria-disabled={save.isPending || undefined}>
        {save.isPending ? "Saving..." : "Save pipeline"}
      </Button>
      <p ref={outcome} tabIndex={-1} role="status" className="text-sm text-success">
        {save.isSuccess ? save.data.message : ""}
      </p>
    </form>
  );
}
