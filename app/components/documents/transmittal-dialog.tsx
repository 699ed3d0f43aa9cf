import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { type TransmittalReason, transmittalReasonLabels, transmittalReasons } from "../../../contract/documents";
import { documentEndpoints, transmittalEndpoints } from "../../../contract/endpoints/documents";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { ApiRequestError, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Checkbox } from "../ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";
import { Textarea } from "../ui/textarea";
import { transmittalPath } from "./paths";

/** 'Issue a transmittal': shared revisions to the client's people on the project, with the reason they are sent. */
export function TransmittalDialog({ projectId, trigger, preselected = [] }: { projectId: string; trigger: ReactNode; preselected?: string[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const documents = useEndpointQuery(documentEndpoints.list, { params: { id: projectId }, query: {} }, { enabled: open });
  const project = useEndpointQuery(clientPortalEndpoints.project, { params: { id: projectId } }, { enabled: open });
  const [revisions, setRevisions] = useState<string[]>(preselected);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [reason, setReason] = useState<TransmittalReason>("review");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useEndpointMutation(transmittalEndpoints.send, {
    success: { title: "Transmittal sent", description: (data) => data.message },
    invalidates: [queryKeyOf(transmittalEndpoints.list), queryKeyOf(documentEndpoints.audit)],
  });
  const issuable = (documents.data?.documents ?? []).filter((d) => d.current.state === "shared" || d.current.state === "published");
  const people = (project.data?.project.team ?? []).filter((person) => person.side === "client");
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await send.mutateAsync({ params: { id: projectId }, body: { reason, revisionIds: revisions, recipientIds: recipients, message } });
      setOpen(false);
      navigate(transmittalPath(projectId, saved.transmittal.id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.errors) setErrors(error.errors);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setRevisions(preselected);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Issue a transmittal</DialogTitle>
          <DialogDescription>
            The recipients get a numbered transmittal by email listing the files with links, and acknowledge it in the portal.
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit} aria-label="Issue a transmittal">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Documents</legend>
            {documents.isLoading && <p className="text-sm text-ink-soft">Loading the register…</p>}
            {!documents.isLoading && issuable.length === 0 && (
              <p className="text-sm text-ink-soft">Share a revision first: only shared or published revisions can be sent.</p>
            )}
            {issuable.map((d) => (
              <div key={d.id} className="flex items-start gap-2 text-sm">
                <Checkbox
                  id={`issue-${d.current.id}`}
                  checked={revisions.includes(d.current.id)}
                  onChange={(event) => setRevisions(toggle(revisions, d.current.id, event.target.checked))}
                />
                <label htmlFor={`issue-${d.current.id}`}>
                  <span className="font-mono font-semibold">{d.containerName}</span> {d.current.revision} {d.current.statusCode}
                  <span className="block text-ink-soft">{d.title}</span>
                </label>
              </div>
            ))}
            {errors.revisionIds && <p className="text-xs text-danger">{errors.revisionIds}</p>}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Recipients</legend>
            {!project.isLoading && people.length === 0 && <p className="text-sm text-ink-soft">Nobody from the client has joined this project yet.</p>}
            {people.map((person) => (
              <div key={person.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`recipient-${person.id}`}
                  checked={recipients.includes(person.id)}
                  onChange={(event) => setRecipients(toggle(recipients, person.id, event.target.checked))}
                />
                <label htmlFor={`recipient-${person.id}`}>{person.name}</label>
              </div>
            ))}
            {errors.recipientIds && <p className="text-xs text-danger">{errors.recipientIds}</p>}
          </fieldset>
          <Field label="Reason" error={errors.reason}>
            {(control) => (
              <Select {...control} value={reason} onChange={(event) => setReason(event.target.value as TransmittalReason)}>
                {transmittalReasons.map((r) => (
                  <option key={r} value={r}>
                    {transmittalReasonLabels[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Message (optional)" error={errors.message}>
            {(control) => <Textarea {...control} rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />}
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={send.isPending || revisions.length === 0 || recipients.length === 0}>
              {send.isPending ? "Sending…" : "Send transmittal"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
