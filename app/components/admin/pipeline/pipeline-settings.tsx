import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { pipelineEndpoints } from "../../../../contract/endpoints/pipeline";
import { consultationServices, inquiryServiceTypes } from "../../../../contract/leads";
import type { AssignmentRules, ReplyTemplate } from "../../../../contract/pipeline";
import { queryKeyOf } from "../../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../../lib/use-endpoint";
import { Button } from "../../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/form-field";
import { ErrorState, LoadingState } from "../../ui/query-state";
import { Select } from "../../ui/select";
import { Textarea } from "../../ui/textarea";

const services = [...consultationServices, ...inquiryServiceTypes];

/** Admins' part of the pipeline: who new leads go to, and the reply templates the team starts from. */
export function PipelineSettings() {
  const { data, isLoading, error, refetch } = useEndpointQuery(pipelineEndpoints.settings, {});
  if (isLoading) return <LoadingState label="Loading pipeline settings" />;
  if (error || !data) return <ErrorState message={error?.message ?? "Could not load the pipeline settings."} onRetry={() => refetch()} />;
  return <SettingsForm key={JSON.stringify(data)} assignment={data.assignment} templates={data.templates} />;
}

function SettingsForm(saved: { assignment: AssignmentRules; templates: ReplyTemplate[] }) {
  const people = useEndpointQuery(pipelineEndpoints.people, {});
  const [rules, setRules] = useState(saved.assignment.byService);
  const [rotation, setRotation] = useState(saved.assignment.rotation);
  const [templates, setTemplates] = useState<ReplyTemplate[]>(saved.templates.map(({ name, subject, body }) => ({ name, subject, body })));
  const save = useEndpointMutation(pipelineEndpoints.saveSettings, {
    success: { title: "Settings saved", description: (d) => d.message },
    failure: { title: "Settings not saved", fallback: "Could not save the pipeline settings." },
    invalidates: [queryKeyOf(pipelineEndpoints.settings), queryKeyOf(pipelineEndpoints.templates)],
  });
  const everyone = people.data?.people ?? [];
  const submit = () => save.mutate({ body: { assignment: { byService: rules.filter((r) => r.service && r.ownerId), rotation }, templates } });
  return (
    <form
      method="post"
      className="grid gap-6 lg:col-span-2 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending) submit();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>Lead assignment</CardTitle>
          <CardDescription>
            A new lead goes to the person its service names; otherwise the rotation takes turns. The owner is mailed the lead instead of the inboxes above.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">By service</legend>
            {rules.length === 0 && <p className="text-sm text-ink-soft">No service rules.</p>}
            {rules.map((rule, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no identity of their own.
              <div key={i} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
                <Field label={`Service ${i + 1}`}>
                  {(control) => (
                    <Select
                      {...control}
                      value={rule.service}
                      onChange={(e) => setRules(rules.map((r, j) => (j === i ? { ...r, service: e.target.value } : r)))}
                    >
                      <option value="">Choose</option>
                      {services.map((s) => (
                        <option key={s.value} value={s.value}>
                          {s.label}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label={`Goes to ${i + 1}`}>
                  {(control) => (
                    <Select
                      {...control}
                      value={rule.ownerId}
                      onChange={(e) => setRules(rules.map((r, j) => (j === i ? { ...r, ownerId: e.target.value } : r)))}
                    >
                      <option value="">Choose</option>
                      {everyone.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="h-11"
                  aria-label={`Remove rule ${i + 1}`}
                  onClick={() => setRules(rules.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setRules([...rules, { service: "", ownerId: "" }])}>
              <Plus aria-hidden="true" /> Add a service rule
            </Button>
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Round-robin rotation</legend>
            {everyone.map((p) => (
              <div key={p.id} className="flex items-start gap-2 text-sm text-ink">
                <Checkbox
                  id={`rotation-${p.id}`}
                  checked={rotation.includes(p.id)}
                  onChange={(e) => setRotation(e.target.checked ? [...rotation, p.id] : rotation.filter((id) => id !== p.id))}
                />
                <label htmlFor={`rotation-${p.id}`}>
                  {p.name} <span className="text-ink-soft">({p.email})</span>
                </label>
              </div>
            ))}
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reply templates</CardTitle>
          <CardDescription>
            Starting points for replies from a lead. {"{name}"}, {"{reference}"}, {"{service}"} and {"{sender}"} are filled in.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {templates.length === 0 && <p className="text-sm text-ink-soft">No templates yet.</p>}
          {templates.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <fieldset key={i} className="grid gap-2 rounded-lg border border-line p-3">
              <legend className="px-1 text-sm font-semibold text-ink">Template {i + 1}</legend>
              <Field
                label="Name"
                value={t.name}
                maxLength={80}
                onChange={(e) => setTemplates(templates.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
              />
              <Field
                label="Subject"
                value={t.subject}
                maxLength={200}
                onChange={(e) => setTemplates(templates.map((x, j) => (j === i ? { ...x, subject: e.target.value } : x)))}
              />
              <Field label="Text">
                {(control) => (
                  <Textarea
                    {...control}
                    value={t.body}
                    onChange={(e) => setTemplates(templates.map((x, j) => (j === i ? { ...x, body: e.target.value } : x)))}
                  />
                )}
              </Field>
              <Button type="button" variant="ghost" size="sm" className="justify-self-end" onClick={() => setTemplates(templates.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" /> Remove template {i + 1}
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() =>
              setTemplates([
                ...templates,
                {
                  name: "First reply",
                  subject: "Your {service} request ({reference})",
                  body: "Hello {name},\n\nThank you for your request. Could you send the drawings or a scope note so we can price it?\n\nBest regards,",
                },
              ])
            }
          >
            <Plus aria-hidden="true" /> Add a template
          </Button>
        </CardContent>
      </Card>
      <div className="flex justify-end lg:col-span-2">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {save.isPending ? "Saving..." : "Save pipeline settings"}
        </Button>
      </div>
    </form>
  );
}
