import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { Thread } from "../../../contract/portal";
import { ApiRequestError } from "../../lib/api";
import { useApiMutation } from "../../lib/use-api-mutation";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { Textarea } from "../ui/textarea";

type Input = { subject?: string; threadId?: string; body: string };

/** A new conversation (with a subject) or a reply in one; the text stays in the box until the server has it. */
export function ConversationForm({ projectId, threadId }: { projectId: string; threadId?: string }) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const send = useApiMutation<Input, { thread: Thread }>(
    "POST",
    `/api/projects/${projectId}/messages`,
    { success: { title: "Message sent" }, failure: { title: "Message not sent", fallback: "Please try again." } },
    () => {
      setSubject("");
      setBody("");
      void queryClient.invalidateQueries({ queryKey: [`/api/projects/${projectId}/messages`] });
      void queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] });
    },
  );
  const errors = send.error instanceof ApiRequestError ? (send.error.errors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(threadId ? { threadId, body } : { subject, body });
  };
  const prefix = threadId ? `reply-${threadId}` : "new-thread";
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label={threadId ? "Reply" : "Start a conversation"}>
      {!threadId && (
        <Field label="Subject" id={`${prefix}-subject`} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={150} required error={errors.subject} />
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
