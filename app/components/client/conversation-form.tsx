import { type FormEvent, useState } from "react";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { type ThreadKind, threadKindLabels, threadKinds } from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";
import { Textarea } from "../ui/textarea";

export const conversationKeys = (projectId: string) => [
  queryKeyOf(clientPortalEndpoints.messages, { params: { id: projectId } }),
  queryKeyOf(clientPortalEndpoints.activity, { params: { id: projectId } }),
  queryKeyOf(clientPortalEndpoints.dashboard),
];

/** A new conversation (a message, or an RFI with an answer-by date) or a reply in one; the text stays until the server has it. */
export function ConversationForm({ projectId, threadId }: { projectId: string; threadId?: string }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [kind, setKind] = useState<ThreadKind>("message");
  const [dueDate, setDueDate] = useState("");
  const send = useEndpointMutation(clientPortalEndpoints.postMessage, {
    success: { title: "Message sent" },
    failure: { title: "Message not sent", fallback: "Please try again." },
    invalidates: conversationKeys(projectId),
    onSuccess: () => {
      setSubject("");
      setBody("");
      setDueDate("");
    },
  });
  const errors = fieldErrorsOf(send.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({
      params: { id: projectId },
      body: threadId ? { threadId, body } : { subject, body, kind, ...(kind === "rfi" && dueDate && { dueDate }) },
    });
  };
  const prefix = threadId ? `reply-${threadId}` : "new-thread";
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={threadId ? "Reply" : "Start a conversation"}>
      {!threadId && (
        <>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <Field label="Kind" id={`${prefix}-kind`}>
              {(control) => (
                <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as ThreadKind)}>
                  {threadKinds.map((k) => (
                    <option key={k} value={k}>
                      {threadKindLabels[k]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Subject"
              id={`${prefix}-subject`}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              maxLength={150}
              required
              error={errors.subject}
            />
          </div>
          {kind === "rfi" && (
            <Field
              label="Answer needed by"
              id={`${prefix}-due`}
              type="date"
              className="max-w-xs"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
              error={errors.dueDate}
            />
          )}
        </>
      )}
      <Field label={threadId ? "Reply" : kind === "rfi" ? "Question" : "Message"} id={`${prefix}-body`} required error={errors.body}>
        {(control) => <Textarea {...control} rows={threadId ? 3 : 5} value={body} onChange={(e) => setBody(e.target.value)} maxLength={10_000} />}
      </Field>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : threadId ? "Send reply" : kind === "rfi" ? "Raise RFI" : "Send message"}
        </Button>
      </div>
    </form>
  );
}
