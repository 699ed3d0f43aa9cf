import { clientPortalEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import type { Thread } from "../../../contract/portal";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { conversationKeys } from "./conversation-form";

/** The firm's handling of a conversation: who answers it and by when. */
export function ThreadHandling({ projectId, thread }: { projectId: string; thread: Thread }) {
  const people = useEndpointQuery(staffPortalEndpoints.coordinators, {});
  const save = useEndpointMutation(clientPortalEndpoints.updateThread, {
    success: { title: "Conversation saved" },
    failure: { title: "Not saved", fallback: "Please try again." },
    invalidates: conversationKeys(projectId),
  });
  const params = { id: projectId, threadId: thread.id };
  return (
    <div className="grid gap-3 rounded-lg bg-paper p-3 sm:grid-cols-2">
      <div className="grid gap-1">
        <label htmlFor={`assignee-${thread.id}`} className="text-xs font-medium text-ink-soft">
          Handled by
        </label>
        <Select
          id={`assignee-${thread.id}`}
          value={thread.assignee?.id ?? ""}
          disabled={save.isPending}
          className="h-9 text-sm"
          onChange={(e) => save.mutate({ params, body: { assigneeId: e.target.value || null } })}
        >
          <option value="">Nobody yet</option>
          {people.data?.coordinators.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`due-${thread.id}`} className="text-xs font-medium text-ink-soft">
          Answer needed by
        </label>
        <Input
          id={`due-${thread.id}`}
          type="date"
          className="h-9 text-sm"
          defaultValue={thread.dueDate ?? ""}
          disabled={save.isPending}
          onBlur={(e) => {
            const value = e.target.value || null;
            if (value !== thread.dueDate) save.mutate({ params, body: { dueDate: value } });
          }}
        />
      </div>
    </div>
  );
}

export function CloseThreadButton({ projectId, thread }: { projectId: string; thread: Thread }) {
  const close = useEndpointMutation(clientPortalEndpoints.closeThread, {
    success: { title: "Conversation closed" },
    failure: { title: "Not closed", fallback: "Please try again." },
    invalidates: conversationKeys(projectId),
  });
  if (thread.status === "closed") return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={close.isPending}
      aria-label={`Close "${thread.subject}"`}
      onClick={() => close.mutate({ params: { id: projectId, threadId: thread.id } })}
    >
      Close
    </Button>
  );
}
