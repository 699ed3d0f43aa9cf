import { type FormEvent, useState } from "react";
import { clientPortalEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";

const refreshed = (projectId: string) => [
  queryKeyOf(clientPortalEndpoints.project, { params: { id: projectId } }),
  queryKeyOf(clientPortalEndpoints.activity, { params: { id: projectId } }),
  queryKeyOf(staffPortalEndpoints.projects),
];

/** The firm's one control per milestone: done or not, which is all percent complete is made of. */
export function MilestoneToggle({ projectId, milestone }: { projectId: string; milestone: { id: string; name: string; completedAt: string | null } }) {
  const toggle = useEndpointMutation(staffPortalEndpoints.updateMilestone, {
    failure: { title: "Milestone not saved", fallback: "Please try again." },
    invalidates: refreshed(projectId),
  });
  const done = milestone.completedAt !== null;
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={toggle.isPending}
      aria-label={`${done ? "Reopen" : "Mark done"}: ${milestone.name}`}
      onClick={() => toggle.mutate({ params: { id: projectId, milestoneId: milestone.id }, body: { completed: !done } })}
    >
      {done ? "Reopen" : "Mark done"}
    </Button>
  );
}

export function AddMilestoneForm({ projectId }: { projectId: string }) {
  const [name, setName] = useState("");
  const [dueDate, setDueDate] = useState("");
  const add = useEndpointMutation(staffPortalEndpoints.addMilestone, {
    success: { title: "Milestone added" },
    failure: { title: "Milestone not added", fallback: "Please try again." },
    invalidates: refreshed(projectId),
    onSuccess: () => {
      setName("");
      setDueDate("");
    },
  });
  const errors = fieldErrorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ params: { id: projectId }, body: { name, dueDate } });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a milestone"
      className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
    >
      <Field label="Milestone" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field label="Due date" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} error={errors.dueDate} />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add milestone"}
      </Button>
    </form>
  );
}
