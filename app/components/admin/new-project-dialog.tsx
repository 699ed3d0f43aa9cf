import { zodResolver } from "@hookform/resolvers/zod";
import { FolderPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { consultationServices } from "../../../contract/leads";
import { projectInput, projectStages } from "../../../contract/portal";
import { queryKeyOf } from "../../lib/api";
import { applyServerErrors } from "../../lib/form-errors";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogActions, DialogHeader, DialogTitle, DialogTrigger } from "../ui/dialog";
import { Field } from "../ui/form-field";
import { Select } from "../ui/select";

type ProjectForm = z.input<typeof projectInput>;

/** 'New project': the company, a code the client quotes, dates, services and who coordinates it. */
export function NewProjectDialog({ companies }: { companies: ReadonlyArray<{ id: string; name: string }> }) {
  const [open, setOpen] = useState(false);
  const coordinators = useEndpointQuery(staffPortalEndpoints.coordinators, {}, { enabled: open });
  const form = useForm<ProjectForm>({
    resolver: zodResolver(projectInput),
    defaultValues: { companyId: "", code: "", name: "", sector: "", services: [], startDate: "", dueDate: "", coordinatorId: "", stage: "LOD 200" },
  });
  const create = useEndpointMutation(staffPortalEndpoints.createProject, {
    success: { title: "Project created" },
    failure: { title: "Project not created", fallback: "Could not create the project." },
    invalidates: [queryKeyOf(staffPortalEndpoints.projects), queryKeyOf(staffPortalEndpoints.companies)],
    onSuccess: () => {
      form.reset();
      setOpen(false);
    },
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={companies.length === 0}>
          <FolderPlus aria-hidden="true" /> New project
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New project</DialogTitle>
          <DialogDescription>Percent complete comes from the milestones you add on the project's page.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((body) => create.mutate({ body }, { onError: (e) => applyServerErrors(form, e) }))}>
          <Field label="Company" error={errors.companyId?.message}>
            {(control) => (
              <Select {...control} {...form.register("companyId")}>
                <option value="">Choose a company</option>
                {companies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Code" hint="e.g. NHE-2611-01" className="sm:col-span-1" error={errors.code?.message} {...form.register("code")} />
            <Field label="Project name" className="sm:col-span-2" error={errors.name?.message} {...form.register("name")} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Sector" hint="Healthcare, rail, residential..." error={errors.sector?.message} {...form.register("sector")} />
            <Field label="Stage" error={errors.stage?.message}>
              {(control) => (
                <Select {...control} {...form.register("stage")}>
                  {projectStages.map((stage) => (
                    <option key={stage}>{stage}</option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Start date" type="date" error={errors.startDate?.message} {...form.register("startDate")} />
            <Field label="Due date" type="date" error={errors.dueDate?.message} {...form.register("dueDate")} />
          </div>
          <fieldset className="grid gap-2" aria-describedby={errors.services ? "services-error" : undefined}>
            <legend className="text-sm font-medium text-ink">Services</legend>
            <div className="grid gap-1.5 text-sm sm:grid-cols-2">
              {consultationServices.map((s) => (
                <label key={s.value} className="flex items-center gap-2">
                  <input type="checkbox" value={s.value} {...form.register("services")} /> {s.label}
                </label>
              ))}
            </div>
            {errors.services && (
              <p id="services-error" className="text-sm text-danger">
                {errors.services.message}
              </p>
            )}
          </fieldset>
          <Field label="Coordinator" error={errors.coordinatorId?.message}>
            {(control) => (
              <Select {...control} {...form.register("coordinatorId")}>
                <option value="">Choose from the firm's staff</option>
                {coordinators.data?.coordinators.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <DialogActions onCancel={() => setOpen(false)} pending={create.isPending} submit="Create project" submitting="Creating..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
