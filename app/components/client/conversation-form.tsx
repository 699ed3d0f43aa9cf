import { type FormEvent, useState } from "react";
import { clientPortalEndpoints } from "../../../contract/endpoints/portal";
import { ApiRequestError, queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Textarea } from "../ui/textarea";

/** A new conversation (with a subject) or a reply in one; the text stays in the box until the server has it. */
export function ConversationForm({ projectId, threadId }: { projectId: string; threadId?: string }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const send = useEndpointMutation(clientPortalEndpoints.postMessage, {
    success: { title: "Message sent" },
    failure: { title: "Message not sent", fallback: "Please try again." },
    invalidates: [queryKeyOf(clientPortalEndpoints.messages, { params: { id: projectId } }), queryKeyOf(clientPortalEndpoints.dashboard)],
    onSuccess: () => {
      setSubject("");
      setBody("");
    },
  });
  const errors = send.error instanceof ApiRequestError ? (send.error.errors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ params: { id: projectId }, body: threadId ? { threadId, body } : { subject, body } });
  };
  const prefix = threadId ? `reply-${threadId}` : "new-thread";
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={threadId ? "Reply" : "Start a conversation"}>
      {!threadId && (
        <Field
          label="Subject"
          id={`${prefix}-subject`}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          maxLength={150}
          required
          error={errors.subject}
        />
      )}
      <Field label={threadId ? "Reply" : "Message"} id={`${prefix}-body`} required error={errors.body}>
        {(control) => <Textarea {...control} rows={threadId ? 3 : 5} value={body} onChange={(e) => setBody(e.target.value)} maxLength={10_000} />}
      </Field>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? "Sending…" : threadId ? "Send reply" : "Send message"}
        </Button>
      </div>
    </form>
  );
}
