import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { clientPortalEndpoints, staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { type ProjectStatus, type ProjectSummary, projectStages, projectStatusLabels } from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";

/** 'Edit project': name, dates, status, stage, coordinator and the saved cost the client's dashboard sums. */
export function EditProjectDialog({ project }: { project: ProjectSummary }) {
  const [open, setOpen] = useState(false);
  const coordinators = useEndpointQuery(staffPortalEndpoints.coordinators, {}, { enabled: open });
  const [form, setForm] = useState(() => ({
    name: project.name,
    startDate: project.startDate,
    dueDate: project.dueDate,
    status: project.status,
    stage: project.stage,
    coordinatorId: project.coordinator?.id ?? "",
    savedCost: project.savedCost === null ? "" : String(project.savedCost),
  }));
  const save = useEndpointMutation(staffPortalEndpoints.updateProject, {
    success: { title: "Project saved" },
    failure: { title: "Project not saved", fallback: "Could not save the project." },
    invalidates: [queryKeyOf(staffPortalEndpoints.projects), queryKeyOf(clientPortalEndpoints.project, { params: { id: project.id } })],
    onSuccess: () => setOpen(false),
  });
  const errors = fieldErrorsOf(save.error);
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      params: { id: project.id },
      body: {
        name: form.name,
        startDate: form.startDate,
        dueDate: form.dueDate,
        status: form.status as ProjectStatus,
        stage: form.stage as (typeof projectStages)[number],
        ...(form.coordinatorId && { coordinatorId: form.coordinatorId }),
        savedCost: form.savedCost.trim() === "" ? null : Number(form.savedCost),
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Edit ${project.name}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit {project.code}</DialogTitle>
          <DialogDescription>Milestones and deliverables are edited on the project's page.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field label="Project name" value={form.name} onChange={set("name")} error={errors.name} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" type="date" value={form.startDate} onChange={set("startDate")} error={errors.startDate} />
            <Field label="Due date" type="date" value={form.dueDate} onChange={set("dueDate")} error={errors.dueDate} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Status" error={errors.status}>
              {(control) => (
                <Select {...control} value={form.status} onChange={set("status")}>
                  {Object.entries(projectStatusLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Stage" error={errors.stage}>
              {(control) => (
                <Select {...control} value={form.stage} onChange={set("stage")}>
                  {projectStages.map((stage) => (
                    <option key={stage}>{stage}</option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Coordinator" error={errors.coordinatorId}>
              {(control) => (
                <Select {...control} value={form.coordinatorId} onChange={set("coordinatorId")}>
                  <option value="">Choose from the firm's staff</option>
                  {coordinators.data?.coordinators.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field
              label="Saved cost (USD)"
              hint="Leave empty when none was agreed"
              inputMode="numeric"
              value={form.savedCost}
              onChange={set("savedCost")}
              error={errors.savedCost}
            />
          </div>
          <DialogActions onCancel={() => setOpen(false)} pending={save.isPending} submit="Save project" submitting="Saving..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
