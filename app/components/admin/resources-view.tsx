import { type FormEvent, useState } from "react";
import { staffPortalEndpoints } from "../../../contract/endpoints/portal";
import { type ResourceKind, resourceKindLabels } from "../../../contract/portal";
import { fieldErrorsOf, queryKeyOf } from "../../lib/api";
import { useEndpointMutation, useEndpointQuery, useFormMutation } from "../../lib/use-endpoint";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { Field } from "../ui/form-field";
import { Input } from "../ui/input";
import { EmptyState, ErrorState, LoadingState } from "../ui/query-state";
import { Select } from "../ui/select";

const refreshed = [queryKeyOf(staffPortalEndpoints.resources)];

// What an uploaded resource may be; the server checks the bytes, this only narrows the file picker.
const UPLOAD_ACCEPT = ".pdf,.csv,.xlsx,.docx,.zip,.dwg,.ifc,.rvt,.rfa,.rte,.rft";
const UPLOAD = "upload";

function AddResourceForm() {
  const files = useEndpointQuery(staffPortalEndpoints.resourceFiles, {});
  const [kind, setKind] = useState<ResourceKind>("video");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState(UPLOAD);
  const [upload, setUpload] = useState<File | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const cleared = () => {
    setTitle("");
    setDescription("");
    setUrl("");
    setUpload(null);
    setPickerKey((key) => key + 1);
  };
  const add = useEndpointMutation(staffPortalEndpoints.addResource, {
    success: { title: "Resource added" },
    failure: { title: "Resource not added", fallback: "Please try again." },
    invalidates: refreshed,
    onSuccess: cleared,
  });
  const send = useFormMutation(staffPortalEndpoints.uploadResource, {
    success: { title: "Resource added", description: (data) => `${data.resource.title}: ${data.resource.format ?? ""}` },
    failure: { title: "Resource not added", fallback: "Please try again." },
    invalidates: refreshed,
    onSuccess: cleared,
  });
  const shipped = kind === "guide" || kind === "template";
  const uploading = shipped && file === UPLOAD;
  const errors = fieldErrorsOf(uploading ? send.error : add.error);
  const pending = add.isPending || send.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!uploading) return add.mutate({ body: { kind, title, description, ...(shipped ? { file: file || null } : { url: url || null }) } });
    const form = new FormData();
    form.append("kind", kind);
    form.append("title", title);
    form.append("description", description);
    if (upload) form.append("file", upload, upload.name);
    send.mutate(form);
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
        <Field label="File" error={uploading ? undefined : errors.file}>
          {(control) => (
            <Select {...control} value={file} onChange={(e) => setFile(e.target.value)}>
              <option value={UPLOAD}>Upload a file from this computer</option>
              {files.data?.files.map((f) => (
                <option key={f.file} value={f.file}>
                  Shipped: {f.title} ({f.format})
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : (
        <Field label="Address" type="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
      )}
      {uploading && (
        <Field label="File to upload" hint="PDF, CSV, XLSX, DOCX, ZIP, DWG, IFC or Revit, up to 100 MB." error={errors.file}>
          {(control) => <Input key={pickerKey} {...control} type="file" accept={UPLOAD_ACCEPT} onChange={(e) => setUpload(e.target.files?.[0] ?? null)} />}
        </Field>
      )}
      <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {send.isPending ? "Uploading..." : add.isPending ? "Adding..." : "Add resource"}
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
          <CardDescription>A guide or template as a file you upload or one the site ships, or a training video or reference as an https link.</CardDescription>
        </CardHeader>
        <CardContent>
          <AddResourceForm />
        </CardContent>
      </Card>
    </div>
  );
}
