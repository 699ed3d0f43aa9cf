import { type FormEvent, useState } from "react";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { type ResourceKind, resourceKindLabels } from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Field } from "../ui/form-field";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Select } from "../ui/select";

const refreshed = [queryKeyOf(staffPortalEndpoints.resources)];

function AddResourceForm() {
  const files = useEndpointQuery(staffPortalEndpoints.resourceFiles, {});
  const [kind, setKind] = useState<ResourceKind>("video");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState("");
  const add = useEndpointMutation(staffPortalEndpoints.addResource, {
    success: { title: "Resource added" },
    failure: { title: "Resource not added", fallback: "Please try again." },
    invalidates: refreshed,
    onSuccess: () => {
      setTitle("");
      setDescription("");
      setUrl("");
    },
  });
  const errors = fieldErrorsOf(add.error);
  const shipped = kind === "guide" || kind === "template";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ body: { kind, title, description, ...(shipped ? { file: file || null } : { url: url || null }) } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a resource" className="grid gap-3 sm:grid-cols-2">
      <Field label="Kind">
        {(control) => (
          <Select {...control} value={kind} onChange={(e) => setKind(e.target.value as ResourceKind)}>
            {Object.entries(resourceKindLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Title" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      {shipped ? (
        <Field label="File" error={errors.file}>
          {(control) => (
            <Select {...control} value={file} onChange={(e) => setFile(e.target.value)}>
              <option value="">Choose a file the site ships</option>
              {files.data?.files.map((f) => (
                <option key={f.file} value={f.file}>
                  {f.title} ({f.format})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <Field label="Address" type="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
      )}
      <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Adding..." : "Add resource"}
        </Button>
      </div>
    </form>
  );
}

/** What clients find under Resources: the guide and templates the site ships, and links such as training videos. */
export function ResourcesView() {
  const { data, isLoading, error, refetch } = useEndpointQuery(staffPortalEndpoints.resources, {});
  const remove = useEndpointMutation(staffPortalEndpoints.removeResource, {
    success: { title: "Resource removed" },
    failure: { title: "Not removed", fallback: "Please try again." },
    invalidates: refreshed,
  });
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Resources</CardTitle>
          <CardDescription>Every client company's people see these under Resources on their dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingState label="Loading resources" />
          ) : error || !data ? (
            <ErrorState message={error?.message ?? "Could not load the resources."} onRetry={() => refetch()} />
          ) : data.resources.length === 0 ? (
            <EmptyState title="No resources yet" />
          ) : (
            <ul className="divide-y divide-line">
              {data.resources.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1 basis-56">
                    <p className="font-medium text-ink">{r.title}</p>
                    <p className="truncate text-xs text-ink-soft">{r.format ?? r.href}</p>
                  </div>
                  <Badge variant="outline">{resourceKindLabels[r.kind]}</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={remove.isPending}
                    aria-label={`Remove ${r.title}`}
                    onClick={() => remove.mutate({ params: { id: r.id } })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add a resource</CardTitle>
          <CardDescription>A training video or reference as an https link, or one of the files the build ships.</CardDescription>
        </CardHeader>
        <CardContent>
          <AddResourceForm />
        </CardContent>
      </Card>
    </div>
  );
}
