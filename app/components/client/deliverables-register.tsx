import { type FormEvent, useState } from "react";
import { formatCalendarDay, formatDate } from "../../../contract/dates";
import { clientPortalEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import {
  type Deliverable,
  type DeliverableKind,
  deliverableKindLabels,
  deliverableKinds,
  deliverableStatusLabels,
  firmDeliverableStatuses,
} from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Field } from "../ui/form-field";
import { EmptyState } from "../ui/query-state";
import { Select } from "../ui/select";
import { deliverableBadge } from "./deliverable-badge";

const refreshed = (projectId: string) => [
  queryKeyOf(clientPortalEndpoints.project, { params: { id: projectId } }),
  queryKeyOf(clientPortalEndpoints.activity, { params: { id: projectId } }),
  queryKeyOf(clientPortalEndpoints.dashboard),
];

function StatusControl({ projectId, deliverable }: { projectId: string; deliverable: Deliverable }) {
  const save = useEndpointMutation(staffPortalEndpoints.updateDeliverable, {
    success: { title: "Deliverable saved", description: (d) => `${d.deliverable.name}: ${deliverableStatusLabels[d.deliverable.status]}` },
    failure: { title: "Deliverable not saved", fallback: "Please try again." },
    invalidates: refreshed(projectId),
  });
  if (deliverable.status === "accepted") return null;
  return (
    <Select
      aria-label={`Status of ${deliverable.name}`}
      value={deliverable.status}
      disabled={save.isPending}
      className="h-9 min-w-[9.5rem] text-sm"
      onChange={(event) =>
        save.mutate({
          params: { id: projectId, deliverableId: deliverable.id },
          body: { status: event.target.value as (typeof firmDeliverableStatuses)[number] },
        })
      }
    >
      {firmDeliverableStatuses.map((status) => (
        <option key={status} value={status}>
          {deliverableStatusLabels[status]}
        </option>
      ))}
    </Select>
  );
}

function AcceptButton({ projectId, deliverable }: { projectId: string; deliverable: Deliverable }) {
  const accept = useEndpointMutation(clientPortalEndpoints.acceptDeliverable, {
    success: { title: "Deliverable accepted", description: (d) => d.message },
    failure: { title: "Not accepted", fallback: "Please try again." },
    invalidates: refreshed(projectId),
  });
  return (
    <Button
      size="sm"
      disabled={accept.isPending}
      aria-label={`Accept ${deliverable.name}`}
      onClick={() => accept.mutate({ params: { id: projectId, deliverableId: deliverable.id } })}
    >
      Accept
    </Button>
  );
}

function AddDeliverableForm({ projectId }: { projectId: string }) {
  const [name, setName] = useState("");
  const [kind, setKind] = useState<DeliverableKind>("model");
  const [dueDate, setDueDate] = useState("");
  const add = useEndpointMutation(staffPortalEndpoints.addDeliverable, {
    success: { title: "Deliverable added" },
    failure: { title: "Deliverable not added", fallback: "Please try again." },
    invalidates: refreshed(projectId),
    onSuccess: () => {
      setName("");
      setDueDate("");
    },
  });
  const errors = fieldErrorsOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ params: { id: projectId }, body: { name, kind, dueDate } });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a deliverable"
      className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[1fr_10rem_10rem_auto] sm:items-end"
    >
      <Field label="Deliverable" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <Field label="Type" error={errors.kind}>
        {(control) => (
          <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as DeliverableKind)}>
            {deliverableKinds.map((k) => (
              <option key={k} value={k}>
                {deliverableKindLabels[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Due date" type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} error={errors.dueDate} />
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? "Adding..." : "Add deliverable"}
      </Button>
    </form>
  );
}

/** The project's deliverables: what is planned, in progress, issued and accepted; the firm issues, the client accepts. */
export function DeliverablesRegister({ projectId, deliverables, firm }: { projectId: string; deliverables: Deliverable[]; firm: boolean }) {
  return (
    <div>
      {deliverables.length === 0 ? (
        <EmptyState title="No deliverables planned yet">The project team lists each model, drawing set, clash report and schedule here.</EmptyState>
      ) : (
        <ul className="divide-y divide-line">
          {deliverables.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium text-ink">{d.name}</p>
                <p className="text-xs text-ink-soft">
                  {deliverableKindLabels[d.kind]} · due {formatCalendarDay(d.dueDate)}
                  {d.issuedAt && ` · issued ${formatDate(d.issuedAt)}`}
                  {d.acceptedAt && ` · accepted ${formatDate(d.acceptedAt)}`}
                </p>
              </div>
              <Badge variant={deliverableBadge[d.status]}>{deliverableStatusLabels[d.status]}</Badge>
              {firm ? <StatusControl projectId={projectId} deliverable={d} /> : d.status === "issued" && <AcceptButton projectId={projectId} deliverable={d} />}
            </li>
          ))}
        </ul>
      )}
      {firm && <AddDeliverableForm projectId={projectId} />}
    </div>
  );
}
