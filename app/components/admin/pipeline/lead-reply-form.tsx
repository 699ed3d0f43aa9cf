import { useState } from "react";
import type { AdminLead } from "../../../../contract/admin";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { fieldErrorsOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { useAuth } from "../../../lib/auth";
import { Button } from "../../ui/button";
import { Field } from "../../ui/form-field";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";
import { leadReads } from "./pipeline-format";

/** Fills a template's {name}, {reference}, {service} and {sender} for this lead. */
const filled = (text: string, lead: AdminLead, sender: string) =>
  text
    .replaceAll("{name}", lead.fullName.split(" ")[0] || "there")
    .replaceAll("{reference}", lead.reference ?? "")
    .replaceAll("{service}", lead.serviceLabel)
    .replaceAll("{sender}", sender);

/** A reply sent through the job queue from the firm's address, with Reply-To the person writing it. */
export function LeadReplyForm({ lead, onDone }: { lead: AdminLead; onDone: () => void }) {
  const { user } = useAuth();
  const sender = user?.fullName ?? user?.username ?? "";
  const templates = useEndpointQuery(pipelineEndpoints.templates, {});
  const [subject, setSubject] = useState(`Re: ${lead.subject ?? `your ${lead.serviceLabel} request`}`);
  const [body, setBody] = useState(`Hello ${lead.fullName.split(" ")[0] || "there"},\n\n`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useEndpointMutation(pipelineEndpoints.reply, {
    success: { title: "Reply queued", description: (d) => d.message },
    failure: { title: "Reply not sent", fallback: "Could not queue the reply." },
    invalidates: leadReads,
    onSuccess: onDone,
  });
  return (
    <form
      method="post"
      aria-label="Reply by email"
      className="grid gap-3 rounded-lg border border-brand-100 bg-brand-50/40 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (send.isPending) return;
        send.mutate({ params: { id: lead.id }, body: { subject, body } }, { onError: (error) => setErrors(fieldErrorsOf(error)) });
      }}
    >
      <p className="text-sm text-ink-soft">
        To <strong className="text-ink">{lead.email}</strong>, from the firm's address; their answer comes back to {user?.email ?? "you"}.
      </p>
      {(templates.data?.templates.length ?? 0) > 0 && (
        <Field label="Start from a template">
          {(control) => (
            <Select
              {...control}
              defaultValue=""
              onChange={(e) => {
                const template = templates.data?.templates.find((t) => t.id === e.target.value);
                if (!template) return;
                setSubject(filled(template.subject, lead, sender));
                setBody(filled(template.body, lead, sender));
              }}
            >
              <option value="">No template</option>
              {templates.data?.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field label="Subject" required value={subject} maxLength={200} error={errors.subject} onChange={(e) => setSubject(e.target.value)} />
      <Field label="Message" required error={errors.body} hint="Your name and the firm's name are added below it.">
        {(control) => <Textarea {...control} value={body} maxLength={20_000} onChange={(e) => setBody(e.target.value)} className="min-h-48" />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
